import { useTranslation } from 'react-i18next';
import { ListView, Section } from '../ui';
import { useAdmin } from './admin';
import { changesOf } from './auditDiff';

/** Every admin action, newest first: when (in words), who did what to what, each field before and after. */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const entries = useAdmin('audit', { query: { limit: 200 } });
  const when = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'medium' }).format(ms);
  return (
    <Section id="audit" title={t('sections.audit')}>
      <ListView resource={entries} empty={t('ops.audit.empty')}>
        {(list) => (
          <ol className="audit">
            {list.map((e) => {
              const [type = e.targetType, verb = e.action] = e.action.split('.');
              return (
                <li key={e.id}>
                  <p className="audit-head">
                    <time dateTime={new Date(e.at).toISOString()}>{when(e.at)}</time>
                    <strong>
                      {t(`ops.audit.verbs.${verb}`, { defaultValue: e.action })}
                      {' · '}
                      {t(`ops.audit.types.${type}`, { defaultValue: type })} #{e.targetId}
                    </strong>
                  </p>
                  <table className="audit-diff">
                    <thead>
                      <tr>
                        <th scope="col">{t('ops.audit.field')}</th>
                        <th scope="col">{t('ops.audit.before')}</th>
                        <th scope="col">{t('ops.audit.after')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {changesOf(e.before, e.after, when).map((c) => (
                        <tr key={c.field}>
                          <th scope="row">
                            <code>{c.field}</code>
                          </th>
                          <td className={c.before === undefined ? 'muted' : 'removed'}>{c.before ?? '—'}</td>
                          <td className={c.after === undefined ? 'muted' : 'added'}>{c.after ?? '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </li>
              );
            })}
          </ol>
        )}
      </ListView>
    </Section>
  );
}

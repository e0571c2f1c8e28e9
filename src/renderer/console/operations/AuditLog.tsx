import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../shared/admin';
import { useResource } from '../control';
import { formatTime, ListView } from '../ui';

const brief = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Every admin action, newest first: when, what, on what, before and after. */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const entries = useResource<AuditEntry[]>('/admin/audit?limit=200');
  return (
    <>
      <h3>{t('ops.audit.title')}</h3>
      <ListView resource={entries} empty={t('ops.audit.empty')}>
        {(list) => (
          <div className="table-wrap" tabIndex={0}>
            <table className="ops-audit">
              <thead>
                <tr>
                  <th scope="col">{t('reports.when')}</th>
                  <th scope="col">{t('ops.audit.action')}</th>
                  <th scope="col">{t('ops.audit.target')}</th>
                  <th scope="col">{t('ops.audit.before')}</th>
                  <th scope="col">{t('ops.audit.after')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((e) => (
                  <tr key={e.id}>
                    <td>{formatTime(e.at, i18n.language)}</td>
                    <td>
                      <code>{e.action}</code>
                    </td>
                    <td>
                      {e.targetType} #{e.targetId}
                    </td>
                    <td>
                      <code>{brief(e.before)}</code>
                    </td>
                    <td>
                      <code>{brief(e.after)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListView>
    </>
  );
}

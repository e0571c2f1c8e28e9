import { useTranslation } from 'react-i18next';
import { useAdmin } from './admin';
import { formatTime, ListView } from '../ui';
import { TableHead } from './parts';

const brief = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Every admin action, newest first: when, what, on what, before and after. */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const entries = useAdmin('audit', { query: { limit: 200 } });
  return (
    <>
      <h3>{t('ops.audit.title')}</h3>
      <ListView resource={entries} empty={t('ops.audit.empty')}>
        {(list) => (
          <div className="table-wrap" tabIndex={0}>
            <table className="ops-audit">
              <TableHead
                labels={[
                  t('reports.when'),
                  t('ops.audit.action'),
                  t('ops.audit.target'),
                  t('ops.audit.before'),
                  t('ops.audit.after'),
                ]}
              />
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

import { PagedList } from '../../components/AsyncState';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { usePages } from '../../lib/data';
import { formatDate } from '../../lib/format';
import { useMy } from './use-my';
import './my.css';

/** The member's reports and what the operators decided about each. */
export default function MyReports() {
  const { t, language } = useMy();
  const reports = usePages(api.user.myReports, { size: 20 });
  return (
    <main className="page my-reports">
      <PageHeader title={t('titles:myReports')} />
      <PagedList pages={reports} empty={t('reports.empty')}>
        {(items) => (
          <ul className="list">
            {items.map((r) => (
              <li key={r.id} className="list-row report-row">
                <span className="list-title">
                  <span className={`badge report-${r.state}`}>{t(`reports.states.${r.state}`)}</span>{' '}
                  {t(`reports.targets.${r.targetType}`)}
                  <time className="muted" dateTime={new Date(r.createdAt).toISOString()}>
                    {formatDate(r.createdAt, language)}
                  </time>
                </span>
                <span className="muted" data-user-content>
                  {t('reports.reason', { reason: r.reason })}
                </span>
                <span>{t(`reports.stateHelp.${r.state}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}

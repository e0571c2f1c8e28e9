import { PagedList } from '../../components/AsyncState';
import { Badge } from '../../components/Badge';
import { ListRow } from '../../components/ListRow';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { usePages } from '../../lib/data';
import { formatDate } from '../../lib/format';
import { useMy } from './use-my';
import './my.css';

/** Waiting is the mark to notice; a hidden post is the report upheld; a dismissed one just says so. */
const STATE_TONE = { open: 'brand', hidden: 'ok', dismissed: 'neutral' } as const;

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
              <li key={r.id}>
                <ListRow
                  className="report-row"
                  title={
                    <>
                      <Badge tone={STATE_TONE[r.state]}>{t(`reports.states.${r.state}`)}</Badge>{' '}
                      {t(`reports.targets.${r.targetType}`)}
                    </>
                  }
                  meta={
                    <>
                      <time dateTime={new Date(r.createdAt).toISOString()}>{formatDate(r.createdAt, language)}</time>
                      <span data-user-content>{t('reports.reason', { reason: r.reason })}</span>
                      <span className="report-help">{t(`reports.stateHelp.${r.state}`)}</span>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}

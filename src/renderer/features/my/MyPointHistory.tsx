import { IconLink } from '../../components/IconButton';
import { Settings } from 'lucide-react';
import { ListState } from '../../components/AsyncState';
import { PageHeader } from '../../components/PageHeader';
import { api, client } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useCall } from '../../lib/use-call';
import { usePagedCall } from '../../lib/use-paged-call';
import { useMy } from './use-my';
import './my.css';

const SUMMARY = ['cumulative', 'earned', 'used'] as const;

export default function MyPointHistory() {
  const { t, language, points } = useMy();
  const summary = useCall(() => client.call(api.user.userPoint, {}), []);
  const entries = usePagedCall((cursor) => client.call(api.user.pointHistory, { cursor, size: 20 }), []);
  const signed = (amount: number) => (amount > 0 ? `+${points(amount)}` : `−${points(-amount)}`);
  return (
    <main className="page point-history">
      <PageHeader
        title={t('titles:myPointHistory')}
        actions={<IconLink href="/preferences" icon={Settings} label={t('titles:preferences')} />}
      />
      <section className="point-summary" aria-label={t('history.balance')}>
        <p className="point-balance">
          <span>{t('history.balance')}</span>
          <strong>{summary.data ? points(summary.data.balance) : '…'}</strong>
        </p>
        <dl>
          {SUMMARY.map((key) => (
            <div key={key}>
              <dt>{t(`history.${key}`)}</dt>
              <dd>{summary.data ? points(summary.data[key]) : '…'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <h2 className="section-title">{t('history.entries')}</h2>
      <ListState
        loading={entries.loading}
        error={entries.error}
        items={entries.items}
        empty={t('history.empty')}
        onRetry={entries.reload}
      >
        {(items) => (
          <>
            <ul className="list">
              {items.map((e) => (
                <li key={e.id} className="list-row ledger-row">
                  <span className="list-title">
                    {t(`history.reasons.${e.reason}`, { defaultValue: t('history.reasons.other') })}
                    <time className="muted" dateTime={new Date(e.createdAt).toISOString()}>
                      {formatDate(e.createdAt, language)}
                    </time>
                  </span>
                  <strong className={e.amount > 0 ? 'amount plus' : 'amount minus'}>{signed(e.amount)}</strong>
                </li>
              ))}
            </ul>
            {entries.hasMore && (
              <button type="button" className="button secondary block" onClick={entries.loadMore}>
                {t('history.more')}
              </button>
            )}
          </>
        )}
      </ListState>
    </main>
  );
}

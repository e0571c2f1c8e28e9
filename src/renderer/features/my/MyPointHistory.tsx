import { IconLink } from '../../components/IconButton';
import { Settings } from 'lucide-react';
import { PagedList } from '../../components/AsyncState';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ListRow } from '../../components/ListRow';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useBalance, usePages } from '../../lib/data';
import { formatDate } from '../../lib/format';
import { useMy } from './use-my';
import './my.css';

const SUMMARY = ['cumulative', 'earned', 'used'] as const;

export default function MyPointHistory() {
  const { t, language, points } = useMy();
  const summary = useBalance();
  const entries = usePages(api.user.pointHistory, { size: 20 });
  const signed = (amount: number) => (amount > 0 ? `+${points(amount)}` : `−${points(-amount)}`);
  return (
    <main className="page point-history">
      <PageHeader
        title={t('titles:myPointHistory')}
        actions={<IconLink href="/preferences" icon={Settings} label={t('titles:preferences')} />}
      />
      <Card as="section" tone="brand" className="point-summary" aria-label={t('history.balance')}>
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
      </Card>
      <h2 className="section-title">{t('history.entries')}</h2>
      <PagedList
        pages={entries}
        empty={
          <EmptyState
            picture="gift"
            text={t('history.empty')}
            action={{ label: t('history.toShop'), href: '/pointShop' }}
          />
        }
      >
        {(items) => (
          <ul className="list">
            {items.map((e) => (
              <li key={e.id}>
                <ListRow
                  className="ledger-row"
                  title={
                    <>
                      {t(`history.reasons.${e.reason}`, { defaultValue: t('history.reasons.other') })}
                      {e.note !== null && <span className="ledger-note">{t('history.note', { note: e.note })}</span>}
                    </>
                  }
                  meta={<time dateTime={new Date(e.createdAt).toISOString()}>{formatDate(e.createdAt, language)}</time>}
                  trailing={
                    <strong className={e.amount > 0 ? 'amount plus' : 'amount minus'}>{signed(e.amount)}</strong>
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

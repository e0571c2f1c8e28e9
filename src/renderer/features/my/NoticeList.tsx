import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Language } from '../../../shared/constants';
import { ListState } from '../../components/ListState';
import { PageHeader } from '../../components/PageHeader';
import { api, client } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { usePagedCall } from '../../lib/use-paged-call';

export default function NoticeList() {
  const { t, i18n } = useTranslation('my');
  const language = i18n.language as Language;
  const notices = usePagedCall((cursor) => client.call(api.notice.noticeList, { cursor, size: 20 }), [language]);
  return (
    <main className="page">
      <PageHeader title={t('titles:notice')} />
      <ListState
        loading={notices.loading}
        error={notices.error}
        items={notices.items}
        empty={t('notice.empty')}
        onRetry={notices.reload}
      >
        {(items) => (
          <>
            <ul className="list">
              {items.map((n) => (
                <li key={n.id}>
                  <Link href={`/noticeDetail?id=${n.id}`} className="list-row">
                    {n.important && <span className="badge">{t('notice.important')}</span>}
                    <span className="list-title">{n.title}</span>
                    <time className="muted" dateTime={new Date(n.publishedAt).toISOString()}>
                      {formatDate(n.publishedAt, language)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
            {notices.hasMore && (
              <button type="button" className="button secondary block" onClick={notices.loadMore}>
                {t('notice.more')}
              </button>
            )}
          </>
        )}
      </ListState>
    </main>
  );
}

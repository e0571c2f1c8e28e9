import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagedList } from '../../components/AsyncState';
import { PageHeader } from '../../components/PageHeader';
import { Phrases } from '../../components/Phrases';
import { api } from '../../lib/api-client';
import { useLanguage, usePages } from '../../lib/data';
import { formatDate } from '../../lib/format';

export default function NoticeList() {
  const { t } = useTranslation('my');
  const language = useLanguage();
  const notices = usePages(api.notice.noticeList, { size: 20 });
  return (
    <main className="page">
      <PageHeader title={t('titles:notice')} />
      <PagedList pages={notices} empty={t('notice.empty')}>
        {(items) => (
          <ul className="list">
            {items.map((n) => (
              <li key={n.id}>
                <Link href={`/noticeDetail?id=${n.id}`} className="list-row">
                  {n.important && <span className="badge">{t('notice.important')}</span>}
                  <span className="list-title">
                    <Phrases>{n.title}</Phrases>
                  </span>
                  <time className="muted" dateTime={new Date(n.publishedAt).toISOString()}>
                    {formatDate(n.publishedAt, language)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}

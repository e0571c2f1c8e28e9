import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/AsyncState';
import { Badge } from '../../components/Badge';
import { EmptyState } from '../../components/EmptyState';
import { ListRow } from '../../components/ListRow';
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
      <PagedList pages={notices} empty={<EmptyState picture="notice" text={t('notice.empty')} />}>
        {(items) => (
          <ul className="list">
            {items.map((n) => (
              <li key={n.id}>
                <ListRow
                  href={`/noticeDetail?id=${n.id}`}
                  leading={n.important && <Badge>{t('notice.important')}</Badge>}
                  title={<Phrases>{n.title}</Phrases>}
                  meta={
                    <time dateTime={new Date(n.publishedAt).toISOString()}>{formatDate(n.publishedAt, language)}</time>
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

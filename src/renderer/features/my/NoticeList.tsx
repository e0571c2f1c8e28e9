import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/AsyncState';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { usePages } from '../../lib/data';
import { NoticeRows } from './notice-rows';

export default function NoticeList() {
  const { t } = useTranslation('my');
  const notices = usePages(api.notice.noticeList, { size: 20 });
  return (
    <main className="page">
      <PageHeader title={t('titles:notice')} />
      <PagedList pages={notices} empty={<EmptyState picture="notice" text={t('notice.empty')} />}>
        {(items) => <NoticeRows notices={items} />}
      </PagedList>
    </main>
  );
}

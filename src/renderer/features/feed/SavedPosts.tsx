import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { usePages } from '../../lib/data';
import { FeedWindow } from './FeedWindow';
import './feed.css';

/** /savedPosts: the member's bookmarked posts, the latest bookmark first. */
export default function SavedPosts() {
  const { t } = useTranslation('feed');
  const posts = usePages(api.feed.bookmarkList, { size: 20 });
  return (
    <main className="page saved-posts">
      <PageHeader title={t('titles:savedPosts')} />
      <FeedWindow
        list={posts}
        label={t('saved.list')}
        empty={<EmptyState picture="saved" text={t('saved.empty')} action={{ label: t('saved.browse'), href: '/' }} />}
      />
    </main>
  );
}

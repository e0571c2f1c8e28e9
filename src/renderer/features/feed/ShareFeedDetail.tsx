import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ObjectState } from '../../components/AsyncState';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useCall, useIdParam } from '../../lib/data';
import { PostBody } from './PostBody';
import './feed.css';

/** /shareFeedDetail?id=N: the public, read-only page a shared link opens (the server adds og: tags). */
export default function ShareFeedDetail() {
  const { t } = useTranslation('feed');
  const feedId = useIdParam() ?? 0;
  const post = useCall(api.feed.feedDetail, { feedId });
  return (
    <main className="page share-feed">
      <PageHeader title={t('titles:shareFeedDetail')} back={false} />
      <ObjectState call={post}>
        {(data) => (
          <>
            <PostBody post={data} author={<p className="post-author">{data.author.nickname}</p>} />
            <Link href={`/feedDetail?id=${feedId}`} className="button primary block">
              {t('share.open')}
            </Link>
          </>
        )}
      </ObjectState>
    </main>
  );
}

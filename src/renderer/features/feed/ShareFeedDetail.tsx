import { useTranslation } from 'react-i18next';
import { ObjectState } from '../../components/AsyncState';
import { ButtonLink } from '../../components/Button';
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
            <ButtonLink href={`/feedDetail?id=${feedId}`} variant="primary" block>
              {t('share.open')}
            </ButtonLink>
          </>
        )}
      </ObjectState>
    </main>
  );
}

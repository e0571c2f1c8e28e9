import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { Language } from '../../../shared/constants';
import { PageHeader } from '../../components/PageHeader';
import { api, client } from '../../lib/api-client';
import { useCall } from '../../lib/use-call';
import { CallBody } from './CallBody';
import { PostBody } from './PostBody';
import './feed.css';

/** /shareFeedDetail?id=N: the public, read-only page a shared link opens (the server adds og: tags). */
export default function ShareFeedDetail() {
  const { t, i18n } = useTranslation('feed');
  const feedId = Number(new URLSearchParams(useSearch()).get('id'));
  const post = useCall(() => client.call(api.feed.feedDetail, { feedId }), [feedId, i18n.language as Language]);
  return (
    <main className="page share-feed">
      <PageHeader title={t('titles:shareFeedDetail')} back={false} />
      <CallBody call={post}>
        {(data) => (
          <>
            <PostBody post={data} author={<p className="post-author">{data.author.nickname}</p>} />
            <Link href={`/feedDetail?id=${feedId}`} className="button primary block">
              {t('share.open')}
            </Link>
          </>
        )}
      </CallBody>
    </main>
  );
}

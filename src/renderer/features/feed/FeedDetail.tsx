import { IconButton } from '../../components/IconButton';
import { Bookmark, HandHeart, Link2, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { FeedDetail as Post } from '../../../shared/api/feed';
import { LIMITS, type Language } from '../../../shared/constants';
import { PageHeader } from '../../components/PageHeader';
import { api, client, ApiError } from '../../lib/api-client';
import { requestAddToDayPlan } from '../../lib/day-plan';
import { toastError } from '../../lib/errors';
import { alert, confirm, toast } from '../../lib/feedback';
import { formatNumber } from '../../lib/format';
import { useCall } from '../../lib/use-call';
import { CallBody } from './CallBody';
import { Comments } from './Comments';
import { FeedEditor } from './FeedEditor';
import { PostBody } from './PostBody';
import { ReportDialog } from './ReportDialog';
import './feed.css';

export const shareUrl = (feedId: number) => `${window.location.origin}/shareFeedDetail?id=${feedId}`;

/** /feedDetail?id=N: a post with applause, bookmark, share, report, edit, delete and comments. */
export default function FeedDetail() {
  const { t, i18n } = useTranslation('feed');
  const language = i18n.language as Language;
  const feedId = Number(new URLSearchParams(useSearch()).get('id'));
  const [, navigate] = useLocation();
  const loaded = useCall(() => client.call(api.feed.feedDetail, { feedId }), [feedId, language]);
  const [local, setLocal] = useState<Partial<Post>>({});
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const post = loaded.data && { ...loaded.data, ...local };

  if (!post) {
    return (
      <main className="page">
        <PageHeader title={t('titles:feedDetail')} />
        <CallBody call={loaded}>{() => null}</CallBody>
      </main>
    );
  }

  const applaud = async () => {
    if (post.myLikes >= LIMITS.likesPerPost) return alert(t('detail.likeMax'));
    try {
      const { likeCount, myLikes } = await client.call(api.feed.likeFeed, { feedId }, { silent: true });
      setLocal((l) => ({ ...l, likeCount, myLikes }));
      if (myLikes >= LIMITS.likesPerPost) await alert(t('detail.likeMax'));
      else toast(t('detail.applauded', { count: myLikes, max: LIMITS.likesPerPost }), { icon: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'LIKE_LIMIT')
        setLocal((l) => ({ ...l, myLikes: LIMITS.likesPerPost }));
      toastError(err);
    }
  };

  const toggleBookmark = async () => {
    try {
      const { bookmarked } = await client.call(
        api.feed.bookmark,
        { feedId, bookmarked: !post.bookmarked },
        { silent: true },
      );
      setLocal((l) => ({ ...l, bookmarked }));
      toast(t(bookmarked ? 'detail.bookmarked' : 'detail.unbookmarked'), { icon: 'success' });
    } catch (err) {
      toastError(err);
    }
  };

  const share = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl(feedId));
      toast(t('detail.linkCopied'), { icon: 'success' });
    } catch {
      await alert(shareUrl(feedId), { title: t('detail.copyThis') });
    }
  };

  const remove = async () => {
    if (!(await confirm(t('detail.confirmDelete'), { confirmLabel: t('detail.delete') }))) return;
    try {
      await client.call(api.feed.deleteFeed, { feedId });
      toast(t('detail.deleted'), { icon: 'success' });
      navigate('/', { replace: true });
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <main className="page feed-detail">
      <PageHeader
        title={t('titles:feedDetail')}
        actions={<IconButton icon={Link2} label={t('detail.share')} onClick={() => void share()} />}
      />
      <PostBody
        post={post}
        author={
          <p className="post-author">
            <Link href={`/myFeed?userId=${post.author.id}`} data-user-content>
              {post.author.nickname}
            </Link>
            {post.mine && (
              <span className="post-owner-actions">
                <button type="button" className="button link" onClick={() => setEditing(true)}>
                  {t('detail.edit')}
                </button>
                <button type="button" className="button link" onClick={() => void remove()}>
                  {t('detail.delete')}
                </button>
              </span>
            )}
          </p>
        }
      />
      {post.place && (
        <p className="post-place">
          <Link href={`/placeMap?placeId=${post.place.id}`}>
            <MapPin /> {post.place.name}
          </Link>
        </p>
      )}
      <div className="post-actions">
        <button
          type="button"
          className={post.myLikes > 0 ? 'button secondary active' : 'button secondary'}
          onClick={() => void applaud()}
          aria-label={t('detail.applaud', {
            likes: formatNumber(post.likeCount, language),
            mine: post.myLikes,
            max: LIMITS.likesPerPost,
          })}
        >
          <HandHeart /> {formatNumber(post.likeCount, language)}{' '}
          <span className="muted">
            ({post.myLikes}/{LIMITS.likesPerPost})
          </span>
        </button>
        <button
          type="button"
          className="button secondary"
          aria-pressed={post.bookmarked}
          onClick={() => void toggleBookmark()}
        >
          <Bookmark fill={post.bookmarked ? 'currentColor' : 'none'} /> {t('detail.bookmark')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => requestAddToDayPlan({ kind: 'feed', feedId })}
        >
          {t('common:actions.addToDayPlan')}
        </button>
        {!post.mine && (
          <button type="button" className="button link" onClick={() => setReporting(true)}>
            {t('detail.report')}
          </button>
        )}
      </div>
      <Comments feedId={feedId} />
      {reporting && (
        <ReportDialog
          send={(reason) => client.call(api.feed.reportFeed, { feedId, reason })}
          onClose={() => setReporting(false)}
        />
      )}
      {editing && (
        <FeedEditor
          post={post}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setLocal({});
            loaded.reload();
          }}
        />
      )}
    </main>
  );
}

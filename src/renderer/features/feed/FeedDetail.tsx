import { Bookmark, EyeOff, Flag, HandHeart, Link2, MapPin, Pencil, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { FeedComment } from '../../../shared/api/feed';
import { LIMITS } from '../../../shared/constants';
import { ObjectState } from '../../components/AsyncState';
import { Button } from '../../components/Button';
import { CommentThread, type CommentCalls } from '../../components/CommentThread';
import { IconButton } from '../../components/IconButton';
import { PageHeader } from '../../components/PageHeader';
import { ReportDialog } from '../../components/ReportDialog';
import { shareLink } from '../../components/share';
import { api, ApiError } from '../../lib/api-client';
import { useAction, useCall, useIdParam, useLanguage } from '../../lib/data';
import { requestAddToDayPlan } from '../../lib/day-plan';
import { confirm, toast } from '../../lib/feedback';
import { formatNumber, langOf } from '../../lib/format';
import { LazyFeedEditor } from './editor';
import { PostBody } from './PostBody';
import './feed.css';

const comments: CommentCalls<{ feedId: number }, FeedComment> = {
  list: api.feed.commentList,
  write: api.feed.writeComment,
  remove: api.feed.deleteComment,
  report: api.feed.reportComment,
  author: (comment) => comment.author.nickname,
};

/** /feedDetail?id=N: a post with applause, bookmark, share, report, edit, delete and comments. */
export default function FeedDetail() {
  const { t } = useTranslation('feed');
  const language = useLanguage();
  const feedId = useIdParam() ?? 0;
  const [, navigate] = useLocation();
  const loaded = useCall(api.feed.feedDetail, { feedId });
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);

  const like = useAction(api.feed.likeFeed, {
    silent: true,
    // Offline, the applause waits and counts on screen at once.
    whenQueued: () => ({ likeCount: (loaded.data?.likeCount ?? 0) + 1, myLikes: (loaded.data?.myLikes ?? 0) + 1 }),
    onSuccess: ({ likeCount, myLikes }) => {
      loaded.update((p) => ({ ...p, likeCount, myLikes }));
      // The tenth is said by the button's own maximum state, not a toast or a dialog.
      if (myLikes < LIMITS.likesPerPost)
        toast(t('detail.applauded', { count: myLikes, max: LIMITS.likesPerPost }), { icon: 'success' });
    },
    onRefusal: (error) => {
      // The server counted more than this screen knew (another tab): show the limit reached.
      if (error instanceof ApiError && error.code === 'LIKE_LIMIT')
        loaded.update((p) => ({ ...p, myLikes: LIMITS.likesPerPost }));
      return false;
    },
  });
  const bookmark = useAction(api.feed.bookmark, {
    silent: true,
    invalidates: [api.feed.bookmarkList],
    whenQueued: ({ bookmarked }) => ({ bookmarked }),
    onSuccess: ({ bookmarked }) => {
      loaded.update((p) => ({ ...p, bookmarked }));
      toast(t(bookmarked ? 'detail.bookmarked' : 'detail.unbookmarked'), { icon: 'success' });
    },
  });
  const deletion = useAction(api.feed.deleteFeed, {
    onSuccess: () => {
      toast(t('detail.deleted'), { icon: 'success' });
      navigate('/', { replace: true });
    },
  });

  const post = loaded.data;
  if (!post) {
    return (
      <main className="page">
        <PageHeader title={t('titles:feedDetail')} />
        <ObjectState call={loaded}>{() => null}</ObjectState>
      </main>
    );
  }

  const applauseFull = post.myLikes >= LIMITS.likesPerPost;
  // At its maximum the button stays focusable (aria-disabled): the tenth tap must not drop focus to the page.
  const applaud = () => void (applauseFull || like.run({ feedId }));
  const remove = async () => {
    if (await confirm(t('detail.confirmDelete'), { confirmLabel: t('detail.delete') })) await deletion.run({ feedId });
  };

  return (
    <main className="page feed-detail">
      <PageHeader
        title={t('titles:feedDetail')}
        actions={
          <IconButton
            icon={Link2}
            label={t('detail.share')}
            onClick={() => void shareLink(`/shareFeedDetail?id=${feedId}`, post.title)}
          />
        }
      />
      {post.hiddenReason !== null && (
        <p className="hidden-notice" role="note">
          <EyeOff aria-hidden="true" /> {t('detail.hidden', { reason: post.hiddenReason })}
        </p>
      )}
      <PostBody
        post={post}
        author={
          <p className="post-author">
            <Link
              href={`/myFeed?userId=${post.author.id}`}
              lang={langOf(post.author.nickname, language)}
              data-user-content
            >
              {post.author.nickname}
            </Link>
            {post.mine ? (
              <span className="post-owner-actions">
                <Button variant="subtle" small onClick={() => setEditing(true)}>
                  <Pencil /> {t('detail.edit')}
                </Button>
                <Button variant="subtle" small onClick={() => void remove()}>
                  <Trash2 /> {t('detail.delete')}
                </Button>
              </span>
            ) : (
              <Button variant="subtle" small onClick={() => setReporting(true)}>
                <Flag /> {t('detail.report')}
              </Button>
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
        <Button
          className={applauseFull ? 'on applause-full' : post.myLikes > 0 ? 'on' : undefined}
          onClick={applaud}
          aria-disabled={applauseFull || undefined}
          aria-describedby={applauseFull ? 'applause-full' : undefined}
          aria-label={t('detail.applaud', {
            likes: formatNumber(post.likeCount, language),
            mine: post.myLikes,
            max: LIMITS.likesPerPost,
          })}
        >
          <HandHeart fill={applauseFull ? 'currentColor' : 'none'} /> {formatNumber(post.likeCount, language)}{' '}
          <span className="muted">
            ({post.myLikes}/{LIMITS.likesPerPost})
          </span>
        </Button>
        <Button
          aria-pressed={post.bookmarked}
          onClick={() => void bookmark.run({ feedId, bookmarked: !post.bookmarked })}
        >
          <Bookmark fill={post.bookmarked ? 'currentColor' : 'none'} /> {t('detail.bookmark')}
        </Button>
        <Button onClick={() => requestAddToDayPlan({ kind: 'feed', feedId })}>
          {t('common:actions.addToDayPlan')}
        </Button>
      </div>
      {applauseFull && (
        <p id="applause-full" className="applause-full-note" role="status">
          <HandHeart aria-hidden="true" fill="currentColor" /> {t('detail.likeMax')}
        </p>
      )}
      <CommentThread calls={comments} thread={{ feedId }} threadKey={`feed.${feedId}`} pageSize={50} />
      {reporting && (
        <ReportDialog
          title={t('common:report.post')}
          call={api.feed.reportFeed}
          body={{ feedId }}
          onClose={() => setReporting(false)}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <LazyFeedEditor
            post={post}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              loaded.reload();
            }}
          />
        </Suspense>
      )}
    </main>
  );
}

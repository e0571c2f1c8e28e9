import { Bookmark, HandHeart, Plus, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlaceComment } from '../../../shared/api/place';
import { ObjectState } from '../../components/AsyncState';
import { Button } from '../../components/Button';
import { CommentThread, type CommentCalls } from '../../components/CommentThread';
import { Dialog } from '../../components/Dialog';
import { ListRow } from '../../components/ListRow';
import { shareLink } from '../../components/share';
import { api } from '../../lib/api-client';
import { useAction, useCall, useLanguage } from '../../lib/data';
import { requestAddToDayPlan } from '../../lib/day-plan';
import { toast } from '../../lib/feedback';
import { formatNumber } from '../../lib/format';
import { PlaceInfo } from './PlaceInfo';

const comments: CommentCalls<{ placeId: number }, PlaceComment> = {
  list: api.place.commentList,
  write: api.place.writeComment,
  remove: api.place.deleteComment,
  report: api.place.reportComment,
  author: (comment) => comment.nickname,
};

/** A place's detail over the map: info, applause, bookmark, share, day plan, comments, posts. */
export function PlaceSheet({ placeId, onClose }: { placeId: number; onClose(): void }) {
  const { t } = useTranslation('place');
  const language = useLanguage();
  const detail = useCall(api.place.placeDetail, { placeId });
  const like = useAction(api.place.likePlace, {
    silent: true,
    whenQueued: () => ({ likeCount: (detail.data?.likeCount ?? 0) + 1, myLikes: (detail.data?.myLikes ?? 0) + 1 }),
    onSuccess: ({ likeCount, myLikes }) => {
      detail.update((p) => ({ ...p, likeCount, myLikes }));
      toast(t('detail.applauded', { mine: myLikes }), { icon: 'success' });
    },
  });
  const bookmark = useAction(api.place.bookmark, {
    silent: true,
    // The map's lists mark bookmarked places.
    invalidates: [api.place.bookmarkList, api.search.place],
    whenQueued: ({ bookmarked }) => ({ bookmarked }),
    onSuccess: ({ bookmarked }) => {
      detail.update((p) => ({ ...p, bookmarked, bookmarkCount: p.bookmarkCount + (bookmarked ? 1 : -1) }));
      toast(t(bookmarked ? 'detail.bookmarkAdded' : 'detail.bookmarkRemoved'), { icon: 'success' });
    },
  });

  return (
    <Dialog
      layout="sheet"
      focusSelf
      title={detail.data?.name ?? t('common:states.loading')}
      onDismiss={onClose}
      actions={<Button onClick={onClose}>{t('detail.close')}</Button>}
    >
      <ObjectState call={detail}>
        {(p) => (
          <div className="place-sheet">
            <div className="place-actions">
              <Button small onClick={() => void like.run({ placeId })}>
                <HandHeart /> {t('detail.applaudCount', { count: formatNumber(p.likeCount, language) })}
              </Button>
              <Button
                small
                aria-pressed={p.bookmarked}
                onClick={() => void bookmark.run({ placeId, bookmarked: !p.bookmarked })}
              >
                <Bookmark fill={p.bookmarked ? 'currentColor' : 'none'} /> {t('detail.bookmark')}
              </Button>
              <Button small onClick={() => void shareLink(`/sharePlaceMapDetail?id=${placeId}`, p.name)}>
                <Share2 /> {t('detail.share')}
              </Button>
              <Button small onClick={() => requestAddToDayPlan({ kind: 'place', placeId })}>
                <Plus /> {t('common:actions.addToDayPlan')}
              </Button>
            </div>
            <PlaceInfo place={p} />
            <section aria-labelledby="place-feeds-heading">
              <h3 id="place-feeds-heading">{t('detail.feeds')}</h3>
              {p.feeds.length > 0 ? (
                <ul className="list">
                  {p.feeds.map((f) => (
                    <li key={f.id}>
                      <ListRow
                        href={`/feedDetail?id=${f.id}`}
                        leading={f.thumbnail && <img className="feed-thumb" src={f.thumbnail} alt="" loading="lazy" />}
                        title={f.title}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{t('detail.noFeeds')}</p>
              )}
            </section>
            <CommentThread
              calls={comments}
              thread={{ placeId }}
              threadKey={`place.${placeId}`}
              count={p.commentCount}
              level={3}
              onCountChange={(delta) => detail.update((x) => ({ ...x, commentCount: x.commentCount + delta }))}
            />
          </div>
        )}
      </ObjectState>
    </Dialog>
  );
}

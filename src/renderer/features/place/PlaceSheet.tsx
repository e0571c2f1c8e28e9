import { Bookmark, HandHeart, Plus, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlaceDetail } from '../../../shared/api/place';
import type { Language } from '../../../shared/constants';
import { Dialog } from '../../components/Dialog';
import { ListState } from '../../components/AsyncState';
import { api, client } from '../../lib/api-client';
import { requestAddToDayPlan } from '../../lib/day-plan';
import { toastError } from '../../lib/errors';
import { alert, toast } from '../../lib/feedback';
import { formatNumber } from '../../lib/format';
import { useCall } from '../../lib/use-call';
import { Comments } from './Comments';
import { PlaceInfo } from './PlaceInfo';

export const shareUrl = (placeId: number) => `${window.location.origin}/sharePlaceMapDetail?id=${placeId}`;

/** The system share sheet where there is one, otherwise the link to the clipboard. */
async function share(place: PlaceDetail, copied: string) {
  const url = shareUrl(place.id);
  if (navigator.share) {
    await navigator.share({ title: place.name, url }).catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast(copied, { icon: 'success' });
  } catch {
    await alert(url);
  }
}

/** A place's detail over the map: info, applause, bookmark, share, day plan, comments, posts. */
export function PlaceSheet({ placeId, onClose }: { placeId: number; onClose(): void }) {
  const { t, i18n } = useTranslation('place');
  const language = i18n.language as Language;
  const detail = useCall(() => client.call(api.place.placeDetail, { placeId }), [placeId, language]);
  const [place, setPlace] = useState<PlaceDetail | undefined>();
  useEffect(() => setPlace(detail.data), [detail.data]);

  const applaud = async () => {
    try {
      const { likeCount, myLikes } = await client.call(api.place.likePlace, { placeId }, { silent: true });
      setPlace((p) => p && { ...p, likeCount, myLikes });
      toast(t('detail.applauded', { mine: myLikes }), { icon: 'success' });
    } catch (error) {
      toastError(error);
    }
  };
  const toggleBookmark = async () => {
    if (!place) return;
    try {
      const { bookmarked } = await client.call(
        api.place.bookmark,
        { placeId, bookmarked: !place.bookmarked },
        { silent: true },
      );
      setPlace((p) => p && { ...p, bookmarked, bookmarkCount: p.bookmarkCount + (bookmarked ? 1 : -1) });
      toast(t(bookmarked ? 'detail.bookmarkAdded' : 'detail.bookmarkRemoved'), { icon: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Dialog
      layout="sheet"
      title={place?.name ?? t('common:states.loading')}
      onDismiss={onClose}
      actions={
        <button type="button" className="button secondary" onClick={onClose}>
          {t('detail.close')}
        </button>
      }
    >
      <ListState
        loading={detail.loading}
        error={detail.error}
        items={place ? [place] : undefined}
        empty={t('detail.notFound')}
        onRetry={detail.reload}
      >
        {([p]) => (
          <div className="place-sheet">
            <div className="place-actions">
              <button type="button" className="action" onClick={applaud}>
                <HandHeart /> {t('detail.applaudCount', { count: formatNumber(p!.likeCount, language) })}
              </button>
              <button type="button" className="action" aria-pressed={p!.bookmarked} onClick={toggleBookmark}>
                <Bookmark fill={p!.bookmarked ? 'currentColor' : 'none'} /> {t('detail.bookmark')}
              </button>
              <button type="button" className="action" onClick={() => void share(p!, t('detail.shareCopied'))}>
                <Share2 /> {t('detail.share')}
              </button>
              <button type="button" className="action" onClick={() => requestAddToDayPlan({ kind: 'place', placeId })}>
                <Plus /> {t('common:actions.addToDayPlan')}
              </button>
            </div>
            <PlaceInfo place={p!} />
            <section aria-labelledby="place-feeds-heading">
              <h3 id="place-feeds-heading">{t('detail.feeds')}</h3>
              {p!.feeds.length > 0 ? (
                <ul className="list">
                  {p!.feeds.map((f) => (
                    <li key={f.id}>
                      <Link href={`/feedDetail?id=${f.id}`} className="list-row">
                        {f.thumbnail && <img className="feed-thumb" src={f.thumbnail} alt="" loading="lazy" />}
                        <span className="list-title">{f.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{t('detail.noFeeds')}</p>
              )}
            </section>
            <Comments
              placeId={placeId}
              count={p!.commentCount}
              onCountChange={(delta) => setPlace((x) => x && { ...x, commentCount: x.commentCount + delta })}
            />
          </div>
        )}
      </ListState>
    </Dialog>
  );
}

import { Eye, HandHeart, MessageCircle } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FeedPreview } from '../../../shared/api/feed';
import { Highlight } from '../../components/Highlight';
import { Phrases } from '../../components/Phrases';
import { Picture } from '../../components/Picture';
import { useLanguage } from '../../lib/data';
import { formatDate, formatNumber, langOf } from '../../lib/format';
import { CARD_PHOTO_SIZES } from './picture-sizes';

/**
 * One post in a list: its first photo large above its words (a card of the desktop's grid, the
 * column's width on a phone: feed.css), or its words alone when it has none. `eager` for the first
 * card on the screen. A search result says what `matched` in its title or excerpt, marked here.
 * Drawn again only for a new post: the list's window moves and measures often, and a card's words
 * cost i18next lookups.
 */
export const FeedCard = memo(function FeedCard({
  post,
  eager = false,
}: {
  post: FeedPreview & { matched?: string[] };
  eager?: boolean;
}) {
  const { t } = useTranslation('feed');
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  // The UI's words stay in the UI's language; only what the author wrote carries the post's.
  const textLanguage = post.translated ? language : post.language;
  return (
    <Link href={`/feedDetail?id=${post.id}`} className={post.imageUrl ? 'feed-card' : 'feed-card text-card'}>
      {post.imageUrl && (
        <div className="feed-card-photo">
          {/* The title beside it names the post: the photo says nothing more to a screen reader. */}
          <Picture url={post.imageUrl} alt="" sizes={CARD_PHOTO_SIZES} eager={eager} />
          {post.imageCount > 1 && (
            <span className="feed-card-count">{t('card.pictures', { count: post.imageCount })}</span>
          )}
        </div>
      )}
      <div className="feed-card-body">
        <p className="feed-card-meta">
          <span className="badge">{post.theme.name}</span>
          <span className="feed-lang">{t(`language.${post.language}`)}</span>
          {post.translated && <span className="feed-translated">{t('card.translated')}</span>}
          {post.hiddenReason !== null && <span className="badge hidden-badge">{t('card.hidden')}</span>}
        </p>
        <h2 className="feed-card-title" lang={textLanguage} data-user-content>
          {post.matched?.length ? (
            <Highlight text={post.title} terms={post.matched} />
          ) : (
            <Phrases>{post.title}</Phrases>
          )}
        </h2>
        <p className="feed-card-excerpt" lang={textLanguage} data-user-content>
          <Highlight text={post.excerpt} terms={post.matched ?? []} />
        </p>
        <p className="feed-card-stats muted">
          <span lang={langOf(post.author.nickname, language)} data-user-content>
            {post.author.nickname}
          </span>
          <span>{formatDate(post.createdAt, language)}</span>
          <span aria-label={t('card.views', { count: post.viewCount, value: n(post.viewCount) })}>
            <Eye /> {n(post.viewCount)}
          </span>
          <span aria-label={t('card.likes', { count: post.likeCount, value: n(post.likeCount) })}>
            <HandHeart /> {n(post.likeCount)}
          </span>
          <span aria-label={t('card.comments', { count: post.commentCount, value: n(post.commentCount) })}>
            <MessageCircle /> {n(post.commentCount)}
          </span>
        </p>
      </div>
    </Link>
  );
});

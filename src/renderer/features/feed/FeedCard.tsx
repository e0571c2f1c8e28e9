import { Eye, HandHeart, ImageOff, MessageCircle } from 'lucide-react';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FeedPreview } from '../../../shared/api/feed';
import { Highlight } from '../../components/Highlight';
import { Phrases } from '../../components/Phrases';
import { loadFacesFor } from '../../fonts';
import { useLanguage } from '../../lib/data';
import { formatDate, formatNumber, langOf } from '../../lib/format';

/**
 * One post in a list: a row of picture and text on a phone, a card in the desktop's grid (feed.css).
 * A search result says what `matched` in its title or excerpt, marked here. Drawn again only for a
 * new post: the list's window moves and measures often, and a card's words cost i18next lookups.
 */
export const FeedCard = memo(function FeedCard({ post }: { post: FeedPreview & { matched?: string[] } }) {
  const { t } = useTranslation('feed');
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  // The UI's words stay in the UI's language; only what the author wrote carries the post's.
  const textLanguage = post.translated ? language : post.language;
  // A post in Japanese needs the Japanese faces even for a Korean reader (kanji the Korean faces lack).
  useEffect(() => loadFacesFor(textLanguage), [textLanguage]);
  return (
    <Link href={`/feedDetail?id=${post.id}`} className="feed-card">
      <div className="feed-card-thumb">
        {post.imageUrl ? <img src={post.imageUrl} alt="" loading="lazy" /> : <ImageOff />}
        {post.imageCount > 1 && (
          <span className="feed-card-count">{t('card.pictures', { count: post.imageCount })}</span>
        )}
      </div>
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

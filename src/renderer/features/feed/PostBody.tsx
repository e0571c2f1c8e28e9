import { Badge } from '../../components/Badge';
import { useTranslation } from 'react-i18next';
import type { FeedDetail } from '../../../shared/api/feed';
import { Phrases } from '../../components/Phrases';
import { Picture } from '../../components/Picture';
import { useLanguage } from '../../lib/data';
import { formatDate, formatNumber } from '../../lib/format';
import { SEPARATOR } from '../../lib/separators';
import { POST_PICTURE_SIZES } from './picture-sizes';

/** The read-only part of a post, shared by the detail screen and the public share page. */
export function PostBody({ post, author }: { post: FeedDetail; author?: React.ReactNode }) {
  const { t } = useTranslation('feed');
  const language = useLanguage();
  // The UI's words stay in the UI's language; only what the author wrote carries the post's.
  const textLanguage = post.translated ? language : post.language;
  const alt = (n: number) => t('detail.pictureAlt', { n, title: post.title });
  const view = (index: number) =>
    void import('../../components/photo-viewer').then(({ openPhotoViewer }) =>
      openPhotoViewer(post.images, index, {
        title: t('detail.pictures', { count: post.images.length }),
        close: t('common:actions.close'),
        zoom: t('detail.zoomIn'),
        previous: t('detail.previous'),
        next: t('detail.next'),
        error: t('detail.pictureError'),
        alt,
      }),
    );
  return (
    <article className="post">
      {post.images.length > 0 && (
        <ul className="post-pictures" aria-label={t('detail.pictures', { count: post.images.length })}>
          {post.images.map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                className="post-picture"
                onClick={() => view(i)}
                aria-label={t('detail.zoom', { n: i + 1, count: post.images.length })}
              >
                <Picture url={src} alt={alt(i + 1)} sizes={POST_PICTURE_SIZES} eager={i === 0} />
              </button>
              {/* Which of the strip's photos this is: the button's name says it to a screen reader. */}
              {post.images.length > 1 && (
                <span className="feed-card-count" aria-hidden="true">
                  {i + 1} / {post.images.length}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="feed-card-meta">
        <Badge>{post.theme.name}</Badge>
        <span>{t(`language.${post.language}`)}</span>
      </p>
      <h2 className="post-title" lang={textLanguage} data-user-content>
        <Phrases>{post.title}</Phrases>
      </h2>
      {author}
      {post.translated && (
        <p className="post-translated" role="note">
          {t('detail.translated', { language: t(`language.${post.language}`) })}
        </p>
      )}
      <p className="prewrap post-contents" lang={textLanguage} data-user-content>
        {post.contents}
      </p>
      <p className="muted post-stats">
        <time dateTime={new Date(post.createdAt).toISOString()}>{formatDate(post.createdAt, language)}</time>
        {SEPARATOR}
        {t('card.views', { count: post.viewCount, value: formatNumber(post.viewCount, language) })}
        {SEPARATOR}
        {t('card.likes', { count: post.likeCount, value: formatNumber(post.likeCount, language) })}
      </p>
    </article>
  );
}

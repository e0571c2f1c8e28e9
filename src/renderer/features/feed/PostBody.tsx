import { Badge } from '../../components/Badge';
import { Button, buttonClass } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedDetail } from '../../../shared/api/feed';
import { Dialog } from '../../components/Dialog';
import { Phrases } from '../../components/Phrases';
import { loadFacesFor } from '../../fonts';
import { useLanguage } from '../../lib/data';
import { formatDate, formatNumber, SEPARATOR } from '../../lib/format';

/** The read-only part of a post, shared by the detail screen and the public share page. */
export function PostBody({ post, author }: { post: FeedDetail; author?: React.ReactNode }) {
  const { t } = useTranslation('feed');
  const language = useLanguage();
  const [zoomed, setZoomed] = useState<number | null>(null);
  // The UI's words stay in the UI's language; only what the author wrote carries the post's.
  const textLanguage = post.translated ? language : post.language;
  useEffect(() => loadFacesFor(textLanguage), [textLanguage]);
  return (
    <article className="post">
      {post.images.length > 0 && (
        <ul className="post-pictures" aria-label={t('detail.pictures', { count: post.images.length })}>
          {post.images.map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                className="post-picture"
                onClick={() => setZoomed(i)}
                aria-label={t('detail.zoom', { n: i + 1, count: post.images.length })}
              >
                <img
                  src={src}
                  alt={t('detail.pictureAlt', { n: i + 1, title: post.title })}
                  loading={i === 0 ? 'eager' : 'lazy'}
                />
              </button>
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
      {zoomed !== null && (
        <PictureViewer images={post.images} start={zoomed} title={post.title} onClose={() => setZoomed(null)} />
      )}
    </article>
  );
}

/** A full picture with zoom (buttons, or the fingers: the sheet allows pinch-zoom). */
function PictureViewer({
  images,
  start,
  title,
  onClose,
}: {
  images: string[];
  start: number;
  title: string;
  onClose(): void;
}) {
  const { t } = useTranslation('feed');
  const [index, setIndex] = useState(start);
  const [scale, setScale] = useState(1);
  const go = (by: number) => {
    setIndex((i) => (i + by + images.length) % images.length);
    setScale(1);
  };
  return (
    <Dialog
      title={t('detail.viewer', { n: index + 1, count: images.length })}
      onDismiss={onClose}
      actions={
        <>
          {images.length > 1 && (
            <IconButton
              className={buttonClass({})}
              icon={ChevronLeft}
              label={t('detail.previous')}
              onClick={() => go(-1)}
            />
          )}
          <IconButton
            className={buttonClass({})}
            icon={ZoomOut}
            label={t('detail.zoomOut')}
            disabled={scale <= 1}
            onClick={() => setScale((s) => Math.max(1, s - 0.5))}
          />
          <IconButton
            className={buttonClass({})}
            icon={ZoomIn}
            label={t('detail.zoomIn')}
            disabled={scale >= 3}
            onClick={() => setScale((s) => Math.min(3, s + 0.5))}
          />
          {images.length > 1 && (
            <IconButton
              className={buttonClass({})}
              icon={ChevronRight}
              label={t('detail.next')}
              onClick={() => go(1)}
            />
          )}
          <Button variant="primary" data-autofocus onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </>
      }
    >
      <div className="picture-viewer">
        <img
          src={images[index]}
          alt={t('detail.pictureAlt', { n: index + 1, title })}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </Dialog>
  );
}

import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import { holdModal } from './modal-stack';
import { pictureSources } from './picture-sources';
import { placeholderOf } from './placeholder';

/** The viewer's words, in the reader's language. */
export interface PhotoViewerLabels {
  /** The viewer's name (what it shows). */
  title: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  /** What picture `n` (from 1) shows. */
  alt(n: number): string;
  error: string;
}

/** A picture whose URL does not say its size is measured first (a few seconds at most). */
async function measured(src: string): Promise<{ width: number; height: number }> {
  const picture = new Image();
  picture.src = src;
  await Promise.race([picture.decode().catch(() => undefined), new Promise((done) => setTimeout(done, 3000))]);
  return { width: picture.naturalWidth || 1600, height: picture.naturalHeight || 1200 };
}

async function slideOf(url: string, alt: string): Promise<SlideData> {
  const { src, srcSet, width, height, thumbhash } = pictureSources(url);
  const size = width && height ? { width, height } : await measured(src);
  return { src, srcset: srcSet, ...size, alt, msrc: thumbhash && placeholderOf(thumbhash) };
}

/**
 * The photos of a post (or a place) as large as the screen allows: a phone's full width, pinch and
 * double-tap to zoom, swipe between them (PhotoSwipe, decision 099). Loaded only when opened.
 */
export async function openPhotoViewer(urls: string[], start: number, labels: PhotoViewerLabels): Promise<void> {
  const pressed = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const dataSource = await Promise.all(urls.map((url, i) => slideOf(url, labels.alt(i + 1))));
  const viewer = new PhotoSwipe({
    dataSource,
    index: start,
    bgOpacity: 1,
    showHideAnimationType: 'fade',
    // A phone held upright shows a photo across its whole width; a wider screen shows all of it.
    initialZoomLevel: (zoom) =>
      zoom.panAreaSize && zoom.elementSize && zoom.panAreaSize.x < 600
        ? zoom.panAreaSize.x / zoom.elementSize.x
        : zoom.fit,
    secondaryZoomLevel: (zoom) => Math.max(zoom.fit * 2.5, zoom.initial * 2),
    maxZoomLevel: 4,
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    errorMsg: labels.error,
    indexIndicatorSep: ' / ',
  });
  // PhotoSwipe ignores a close before its opening fade has ended (also while it waits for the first
  // picture to start that fade): an Escape pressed then closes it once it has opened.
  let opened = false;
  let closeWhenOpen = false;
  // Heard on the document from the start: PhotoSwipe binds its own keys only once it shows.
  const escapeEarly = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !opened) closeWhenOpen = true;
  };
  document.addEventListener('keydown', escapeEarly, true);
  viewer.on('destroy', () => document.removeEventListener('keydown', escapeEarly, true));
  // Closed before it had opened, PhotoSwipe gives no focus back: the picture pressed takes it once the page is live.
  viewer.on('closingAnimationEnd', () => {
    if (closeWhenOpen) setTimeout(() => pressed?.focus());
  });
  viewer.on('openingAnimationEnd', () => {
    opened = true;
    if (closeWhenOpen) viewer.close();
  });
  viewer.init();
  const element = viewer.element;
  if (!element) return;
  // PhotoSwipe keeps the focus inside; the page behind is inert as behind any dialog, and the element says so too.
  element.setAttribute('aria-modal', 'true');
  element.setAttribute('aria-label', labels.title);
  // Live again as it starts to close: PhotoSwipe gives focus back to the picture pressed, which an inert page refuses.
  viewer.on('close', holdModal(element));
}

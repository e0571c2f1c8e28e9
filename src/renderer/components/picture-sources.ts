import { readPictureUrl, sourcesOf } from '../../shared/pictures';

export interface PictureSources {
  src: string;
  srcSet?: string;
  /** The picture's own size, when its URL says it (the box's shape before it loads). */
  width?: number;
  height?: number;
  /** Its ThumbHash, base64url. */
  thumbhash?: string;
}

/**
 * What an `<img>` needs to load a picture at the size it is drawn: a sized picture's widths as a
 * srcset (the server answers `?w=`), the smallest as its src; any other URL as it is. Kept apart
 * from Picture.tsx so a route can ask for a picture early without its placeholder code.
 */
export function pictureSources(url: string): PictureSources {
  const { src, size } = readPictureUrl(url);
  if (!size) return { src };
  return {
    ...sourcesOf(src, size.width),
    width: size.width,
    height: size.height,
    thumbhash: size.thumbhash,
  };
}

/**
 * Asks for a picture before the screen that draws it, at once and first, with the same srcset and
 * sizes as its `<img>`, so the browser picks the same file and the `<img>` finds it in memory.
 */
export function preloadPicture(url: string, sizes: string): void {
  const { src, srcSet } = pictureSources(url);
  const picture = new Image();
  picture.fetchPriority = 'high';
  if (srcSet) {
    picture.sizes = sizes;
    picture.srcset = srcSet;
  }
  picture.src = src;
}

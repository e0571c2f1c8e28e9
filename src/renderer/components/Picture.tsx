import type { CSSProperties } from 'react';
import { pictureSources } from './picture-sources';
import { placeholderOf } from './placeholder';

/**
 * Every picture of a member or of the seed: loaded at the size it is drawn (`sizes` says how wide
 * its box is), its box of the picture's shape from the start, its blurred colours (ThumbHash)
 * behind it until it decodes. `eager` for the first one on the screen (asked for at once and
 * first), lazy below the fold. A URL without a size is drawn as it is.
 */
export function Picture({
  url,
  alt,
  sizes,
  eager = false,
  className,
}: {
  url: string;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const { src, srcSet, width, height, thumbhash } = pictureSources(url);
  const placeholder = thumbhash && placeholderOf(thumbhash);
  // Behind the picture: an opaque photo covers it once decoded, so nothing has to change then.
  const style: CSSProperties | undefined = placeholder
    ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' }
    : undefined;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      style={style}
    />
  );
}

import { useEffect, useState, type CSSProperties } from 'react';
import { firstScreenDone, isFirstScreenDone } from '../lib/first-screen';
import { pictureSources } from './picture-sources';
import { averageColourOf, madePlaceholder, whenPlaceholderMade } from './placeholder';

/**
 * Every picture of a member or of the seed: loaded at the size it is drawn (`sizes` says how wide
 * its box is), its box of the picture's shape from the start, its blurred colours (ThumbHash)
 * behind it until it decodes. `eager` for the first one on the screen (asked for at once and
 * first), lazy below the fold; `later` for one the first screen shows only a sliver of (a banner
 * beyond the first): its colours until the first screen is done, so it does not share the phone's
 * connection with what the screen shows (decision 137). Its average colour shows until its blurred
 * colours are made, just after the render (decision 139). A URL without a size is drawn as it is.
 */
export function Picture({
  url,
  alt,
  sizes,
  eager = false,
  later = false,
  className,
}: {
  url: string;
  alt: string;
  sizes: string;
  eager?: boolean;
  later?: boolean;
  className?: string;
}) {
  const [asked, setAsked] = useState(() => !later || isFirstScreenDone());
  useEffect(() => {
    if (asked) return;
    let mounted = true;
    void firstScreenDone().then(() => mounted && setAsked(true));
    return () => {
      mounted = false;
    };
  }, [asked]);
  const { src, srcSet, width, height, thumbhash } = pictureSources(url);
  const placeholder = usePlaceholder(thumbhash);
  // Behind the picture: an opaque photo covers it once decoded, so nothing has to change then.
  const style: CSSProperties | undefined = placeholder
    ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' }
    : thumbhash
      ? { backgroundColor: averageColourOf(thumbhash) }
      : undefined;
  return (
    <img
      className={className}
      src={asked ? src : undefined}
      srcSet={asked ? srcSet : undefined}
      sizes={asked && srcSet ? sizes : undefined}
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

/** The picture's placeholder once made (at once if it was before); a hash that does not decode has none. */
function usePlaceholder(thumbhash: string | undefined): string | undefined {
  const [, madeOne] = useState(0);
  const made = thumbhash === undefined ? '' : madePlaceholder(thumbhash);
  useEffect(() => {
    if (thumbhash === undefined || made !== undefined) return;
    return whenPlaceholderMade(thumbhash, () => madeOne((count) => count + 1));
  }, [thumbhash, made]);
  return made || undefined;
}

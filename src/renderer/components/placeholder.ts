import { thumbHashToAverageRGBA, thumbHashToDataURL } from 'thumbhash';

const placeholders = new Map<string, string>();

const bytesOf = (thumbhash: string) =>
  Uint8Array.from(atob(thumbhash.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** A ThumbHash (base64url) as a small PNG data URL, made once per hash; none if it does not decode. */
export function placeholderOf(thumbhash: string): string | undefined {
  let url = placeholders.get(thumbhash);
  if (url === undefined) {
    try {
      url = thumbHashToDataURL(bytesOf(thumbhash));
    } catch {
      url = '';
    }
    placeholders.set(thumbhash, url);
  }
  return url || undefined;
}

/** The placeholder, if it was made already: `undefined` if not yet, `''` if the hash does not decode. */
export const madePlaceholder = (thumbhash: string): string | undefined => placeholders.get(thumbhash);

/** A ThumbHash's average colour, as CSS: read from its header, no picture to make. */
export function averageColourOf(thumbhash: string): string | undefined {
  try {
    const { r, g, b } = thumbHashToAverageRGBA(bytesOf(thumbhash));
    return `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
  } catch {
    return undefined;
  }
}

const waiting = new Map<string, Array<() => void>>();
let making = false;

/** The next placeholder asked for, in a task of its own: even a cold first one (7 ms here) stays short. */
function makeNext(): void {
  const next = waiting.entries().next();
  if (next.done) {
    making = false;
    return;
  }
  const [thumbhash, callbacks] = next.value;
  waiting.delete(thumbhash);
  placeholderOf(thumbhash);
  for (const callback of callbacks) callback();
  setTimeout(makeNext);
}

/**
 * Calls `made` once the placeholder is made, one per task after the next frame: a screen of
 * pictures made them all inside its first render (7 ms cold for the first, 1-2 ms each after
 * here, four times that on a phone), a long task. Returns how to stop waiting.
 */
export function whenPlaceholderMade(thumbhash: string, made: () => void): () => void {
  waiting.set(thumbhash, [...(waiting.get(thumbhash) ?? []), made]);
  if (!making) {
    making = true;
    requestAnimationFrame(() => setTimeout(makeNext));
  }
  return () => {
    const left = waiting.get(thumbhash)?.filter((callback) => callback !== made);
    if (left?.length) waiting.set(thumbhash, left);
    else waiting.delete(thumbhash);
  };
}

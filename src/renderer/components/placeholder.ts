import { thumbHashToDataURL } from 'thumbhash';

const placeholders = new Map<string, string>();

/** A ThumbHash (base64url) as a small PNG data URL, made once per hash; none if it does not decode. */
export function placeholderOf(thumbhash: string): string | undefined {
  let url = placeholders.get(thumbhash);
  if (url === undefined) {
    try {
      const bytes = Uint8Array.from(atob(thumbhash.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      url = thumbHashToDataURL(bytes);
    } catch {
      url = '';
    }
    placeholders.set(thumbhash, url);
  }
  return url || undefined;
}

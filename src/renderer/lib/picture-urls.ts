import { EVERY_ITEM, type PicturePath } from '../../shared/pictures';

type Resolve = (url: string) => string;

/** Puts the value at `path` inside `value` through `resolve`, in place. */
function resolveAt(value: unknown, path: PicturePath, resolve: Resolve): unknown {
  if (path.length === 0) return typeof value === 'string' ? resolve(value) : value;
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path;
  const record = value as Record<string, unknown>;
  const keys = head === EVERY_ITEM ? Object.keys(record) : head! in record ? [head!] : [];
  for (const key of keys) record[key] = resolveAt(record[key], rest, resolve);
  return value;
}

/**
 * An answer with every picture URL (the paths the contract marks with `picture()`, carried by the
 * endpoint) pointed at the API host: a path of the host (`/files/<id>#…`, `/photos/…`) gets the
 * base the calls use, its fragment kept; a URL of another host stays. With no base (the page's own
 * origin) nothing changes.
 */
export function resolvePictures<T>(pictures: readonly PicturePath[] | undefined, answer: T, apiBase: string): T {
  if (!apiBase || !pictures?.length) return answer;
  const resolve = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${apiBase}${url}` : url);
  return pictures.reduce<unknown>((value, path) => resolveAt(value, path, resolve), answer) as T;
}

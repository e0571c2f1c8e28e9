import index from '../../mock-server/static/photos/index.json' with { type: 'json' };
import { sizedPictureUrl } from '../../src/shared/pictures';

/** The name of one of the shipped photographs (mock-server/static/photos, made by scripts/photos.ts). */
export type PhotoName = keyof typeof index;

/** The URL the seed stores for a shipped photograph: its path with its size and placeholder. */
export function photoUrl(name: PhotoName): string {
  return sizedPictureUrl(`/photos/${name}`, index[name]);
}

/** Whether a name is one of the shipped photographs. */
export const isPhotoName = (name: string): name is PhotoName => Object.hasOwn(index, name);

/**
 * A photograph as a banner draws it: its cut in a banner's shape (scripts/photos.ts), so the feed's
 * first photo does not carry what the banner crops away; the photograph itself if it has none.
 */
export function bannerPhoto(name: PhotoName): PhotoName {
  const cut = `${name}-banner`;
  return isPhotoName(cut) ? cut : name;
}

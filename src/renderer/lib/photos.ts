import index from '../../../mock-server/static/photos/index.json' with { type: 'json' };
import { sizedPictureUrl } from '../../shared/pictures';

type Shipped = typeof index;

/**
 * One of the photographs the server ships (mock-server/static/photos, made by scripts/photos.ts),
 * not a cut of one (an entry with `of`: a banner's shape, credited as its photograph).
 */
export type PhotoName = { [Name in keyof Shipped]: Shipped[Name] extends { of: string } ? never : Name }[keyof Shipped];

/** Every shipped photograph's name, in the folder's order. */
export const photoNames = Object.keys(index).filter((name) => !('of' in index[name as keyof Shipped])) as PhotoName[];

/** A shipped photo's URL with its size and placeholder, for the screens of the app itself. */
export const shippedPhoto = (name: PhotoName): string => sizedPictureUrl(`/photos/${name}`, index[name]);

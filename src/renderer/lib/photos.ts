import index from '../../../mock-server/static/photos/index.json' with { type: 'json' };
import { sizedPictureUrl } from '../../shared/pictures';

/** One of the photographs the server ships (mock-server/static/photos, made by scripts/photos.ts). */
export type PhotoName = keyof typeof index;

/** Every shipped photo's name, in the folder's order. */
export const photoNames = Object.keys(index) as PhotoName[];

/** A shipped photo's URL with its size and placeholder, for the screens of the app itself. */
export const shippedPhoto = (name: PhotoName): string => sizedPictureUrl(`/photos/${name}`, index[name]);

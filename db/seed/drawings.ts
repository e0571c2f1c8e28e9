import type { SeedPlace } from './data/types';
import { photoUrl } from './photos';

/**
 * The URL of one of the shipped drawings (mock-server/static/drawings, hand-written SVG): a kind of
 * place (`cathedral`) or a gift (`gift-<product key>`).
 */
export const drawingUrl = (name: string): string => `/drawings/${name}.svg`;

/** A place's pictures: the photos that show it, or else the drawing of its kind. */
export const placePictures = (place: Pick<SeedPlace, 'kind' | 'photos'>): string[] =>
  place.photos?.length ? place.photos.map(photoUrl) : [drawingUrl(place.kind)];

/** A point-shop gift's picture: its own drawing. */
export const giftPicture = (productKey: string): string => drawingUrl(`gift-${productKey}`);

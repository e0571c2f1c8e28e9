import type { DayItem } from '../../../shared/api/travel';
import type { Stop } from '../../lib/directions';

/**
 * Where a step of a day goes, if it has a location: a place, or the place a post is about (a host
 * whose plan answer names no place for a post leaves that step out of directions).
 */
export const stopOf = (item: DayItem): Stop | null => {
  const place = item.kind === 'place' ? item.place : item.feed.place;
  return place ? { name: place.name, lat: place.lat, lng: place.lng } : null;
};

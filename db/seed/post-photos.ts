import type { SeedPost } from './data/types';
import { photoUrl, type PhotoName } from './photos';

/**
 * The shipped photos that show a place, or what a post about it tells (mock-server/static/photos/
 * CREDITS.md says what each one shows). A place none of them shows is not here: its posts are
 * text cards, never a picture of something else.
 */
const PLACE_PHOTOS: Partial<Record<string, PhotoName[]>> = {
  gyeongbokgung: ['gyeongbokgung-hall', 'palace-eaves-sky'],
  changdeokgung: ['palace-eaves-sky'],
  'bukchon-hanok-village': ['bukchon-eaves'],
  'gwangjang-market': ['market-food-stall-cooks', 'market-stall-shoppers', 'street-food-skewers'],
  'namdaemun-market': ['mangwon-market-street'],
  'kyobo-gangnam': ['magazine-rack'],
  'blue-bottle-seongsu': ['cafe-interior'],
  'anthracite-hapjeong': ['cafe-interior'],
  'starbucks-gangnam-r': ['cafe-interior', 'night-street-light-trails'],
  'cgv-gangnam': ['neon-street-night'],
  'hongdae-walking-street': ['hongdae-night-street', 'neon-street-night'],
  'namsan-cable-car': ['hero-seoul'],
  'gyeongnidan-gil': ['namsan-tower-street'],
  'seoul-sky': ['han-river-night-tower', 'sunrise-skyline'],
  '63-square': ['sunrise-skyline'],
  'yeouido-hangang-park': ['convenience-store-night'],
};

/** Posts not about one place, by their Korean title: the photos that show their subject. */
export const TOPIC_PHOTOS: Record<string, PhotoName[]> = {
  '한국 편의점 신상 디저트 먹어 봤어요': ['convenience-store-night'],
  '한강 라면 먹어 보셨나요?': ['convenience-store-night', 'han-river-night-tower'],
  '서울 심야버스 타 봤어요': ['night-street-light-trails'],
  '포장마차에서 소주 한잔': ['street-food-skewers'],
  '택스리펀 제대로 받는 법': ['airport-dusk'],
};

/**
 * The photo URLs of a seeded post: as many as the post has pictures, of those that show its
 * subject; posts of the same place start at different photos. None when nothing fits.
 */
export function postPhotos(post: SeedPost, index: number): string[] {
  const fitting = (post.place === null ? TOPIC_PHOTOS[post.ko.title] : PLACE_PHOTOS[post.place]) ?? [];
  const count = Math.min(post.pictures, fitting.length);
  return Array.from({ length: count }, (_, i) => photoUrl(fitting[(index + i) % fitting.length]!));
}

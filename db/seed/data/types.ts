/** Shapes of the deterministic demo seed data (see /db/seed/data/*.ts). */
import type { PhotoName } from '../photos';

export type Lang = 'ko' | 'ja';

export interface SeedTheme { code: string; nameKo: string; nameJa: string }

export interface SeedRegion {
  code: 'seoul' | 'gangwon' | 'gyeonggi' | 'chungcheong' | 'gyeongsang' | 'jeolla' | 'busan' | 'jeju';
  nameKo: string;
  nameJa: string;
}

export interface SeedMenu { nameKo: string; nameJa: string; price: number /* KRW */ }

/** What a place is, as a drawing shows it: one drawing per kind (mock-server/static/drawings/<kind>.svg). */
export type PlaceKind =
  | 'palace' | 'hanok' | 'temple' | 'cathedral' | 'mosque' | 'museum' | 'observatory' | 'cable-car'
  | 'theme-park' | 'park' | 'waterside' | 'cafe' | 'bakery' | 'noodles' | 'soup' | 'burger' | 'world-food'
  | 'market' | 'mall' | 'duty-free' | 'beauty' | 'fashion' | 'crafts' | 'books' | 'cinema' | 'stage'
  | 'showroom' | 'taekwondo';

export interface SeedPlace {
  key: string;            // stable slug, e.g. 'myeongdong-cathedral'
  area: 'gangnam' | 'myeongdong' | 'seongsu' | 'itaewon' | 'hongdae' | 'jongno' | 'jamsil' | 'yeouido';
  theme: string;          // a SeedTheme.code
  kind: PlaceKind;        // its drawing, where no photo shows it
  photos?: PhotoName[];   // the shipped photos that show this very place (or its kind), first one first
  nameKo: string; nameJa: string; nameEn: string;
  lat: number; lng: number;   // real WGS84 coordinates of the real place
  addressKo: string; addressJa: string; phone: string | null;
  openTime: string | null; closeTime: string | null;   // 'HH:MM', close may be after midnight e.g. '02:00'; null = open 24h
  breakStart?: string; breakEnd?: string;
  closedDays: number[];   // 0 = Sunday
  infoKo: string; infoJa: string;   // 1-3 sentence description
  menus: SeedMenu[];      // 2-6 items for restaurants/cafes, ticket prices for sights, [] allowed for free sights
  color: string;          // hex colour of the posts' generated pictures about it
}

export interface SeedUser {
  nickname: string /* 3-6 chars */;
  email: string;
  language: Lang;
  nationality: 'KR' | 'JP';
  instagram: string | null;
  ageGroup: '10s' | '20s' | '30s' | '40s' | 'over50s';
  gender: 'female' | 'male' | 'unknown';
}

export interface SeedPost {
  author: number;         // index into seedUsers
  theme: string;          // theme code
  place: string | null;   // SeedPlace.key
  language: Lang;         // original language
  ko: { title: string; contents: string };
  ja: { title: string; contents: string };
  pictures: number;       // 0-4 generated pictures
  recommended: boolean;
  daysAgo: number;        // how long before the seed's reference time it was written (0-120)
  views: number;
}

export interface SeedProduct {
  key: string;
  nameKo: string; nameJa: string;
  descriptionKo: string; descriptionJa: string;
  requiredPoints: number;
  stock: number;
}

export interface SeedNotice { titleKo: string; titleJa: string; bodyKo: string; bodyJa: string; important: boolean; daysAgo: number }

export interface SeedBanner { titleKo: string; titleJa: string; linkPath: string; photo: PhotoName }

import type { SeedUser } from './types';

/**
 * Community members who write the seeded feed. Half write in Korean, half in Japanese.
 * The demo account is added separately by the seeder and is not part of this list.
 */
export const seedUsers: SeedUser[] = [
  // ── Korean-speaking members (indices 0-11) ──
  { nickname: '서울토끼', email: 'seoul.tokki@example.com', language: 'ko', nationality: 'KR', instagram: 'seoul_tokki', ageGroup: '20s', gender: 'female' },
  { nickname: '민트초코', email: 'mintchoco@example.com', language: 'ko', nationality: 'KR', instagram: null, ageGroup: '20s', gender: 'female' },
  { nickname: '카페유랑', email: 'cafe.yurang@example.com', language: 'ko', nationality: 'KR', instagram: 'cafe_yurang', ageGroup: '30s', gender: 'female' },
  { nickname: '먹방수진', email: 'sujin.eats@example.com', language: 'ko', nationality: 'KR', instagram: null, ageGroup: '30s', gender: 'female' },
  { nickname: '한강러버', email: 'hangang.lover@example.com', language: 'ko', nationality: 'KR', instagram: null, ageGroup: '40s', gender: 'male' },
  { nickname: 'jiwoo7', email: 'jiwoo7@example.com', language: 'ko', nationality: 'KR', instagram: 'jiwoo.seven', ageGroup: '10s', gender: 'female' },
  { nickname: '여행하는곰', email: 'travel.bear@example.com', language: 'ko', nationality: 'KR', instagram: null, ageGroup: '30s', gender: 'male' },
  { nickname: '골목탐험', email: 'golmok@example.com', language: 'ko', nationality: 'KR', instagram: null, ageGroup: '40s', gender: 'unknown' },
  { nickname: '빵순이', email: 'bbangsuni@example.com', language: 'ko', nationality: 'KR', instagram: null, ageGroup: '20s', gender: 'female' },
  { nickname: '도윤아빠', email: 'doyun.papa@example.com', language: 'ko', nationality: 'KR', instagram: null, ageGroup: '40s', gender: 'male' },
  { nickname: '산책러', email: 'sanchaek@example.com', language: 'ko', nationality: 'KR', instagram: null, ageGroup: 'over50s', gender: 'female' },
  { nickname: 'minjun', email: 'minjun.k@example.com', language: 'ko', nationality: 'KR', instagram: null, ageGroup: '20s', gender: 'male' },
  // ── Japanese-speaking members (indices 12-23) ──
  { nickname: 'さくら旅', email: 'sakura.tabi@example.com', language: 'ja', nationality: 'JP', instagram: 'sakura_tabi_kr', ageGroup: '20s', gender: 'female' },
  { nickname: 'ゆいの韓国', email: 'yui.korea@example.com', language: 'ja', nationality: 'JP', instagram: null, ageGroup: '20s', gender: 'female' },
  { nickname: 'ソウル好き', email: 'seoul.suki@example.com', language: 'ja', nationality: 'JP', instagram: null, ageGroup: '30s', gender: 'female' },
  { nickname: 'まりこ', email: 'mariko.t@example.com', language: 'ja', nationality: 'JP', instagram: null, ageGroup: 'over50s', gender: 'female' },
  { nickname: 'かなた', email: 'kanata@example.com', language: 'ja', nationality: 'JP', instagram: null, ageGroup: '10s', gender: 'male' },
  { nickname: 'ハナコ', email: 'hanako.s@example.com', language: 'ja', nationality: 'JP', instagram: 'hanako_seoul', ageGroup: '30s', gender: 'female' },
  { nickname: 'mika_k', email: 'mika.k@example.com', language: 'ja', nationality: 'JP', instagram: null, ageGroup: '20s', gender: 'female' },
  { nickname: 'ひなたび', email: 'hina.tabi@example.com', language: 'ja', nationality: 'JP', instagram: null, ageGroup: '20s', gender: 'unknown' },
  { nickname: 'もも太郎', email: 'momotaro@example.com', language: 'ja', nationality: 'JP', instagram: null, ageGroup: '40s', gender: 'male' },
  { nickname: 'けいこ55', email: 'keiko55@example.com', language: 'ja', nationality: 'JP', instagram: null, ageGroup: 'over50s', gender: 'female' },
  { nickname: 'チーズ猫', email: 'cheese.neko@example.com', language: 'ja', nationality: 'JP', instagram: 'cheese_neko_travel', ageGroup: '30s', gender: 'male' },
  { nickname: 'yuki88', email: 'yuki88@example.com', language: 'ja', nationality: 'JP', instagram: null, ageGroup: '40s', gender: 'male' },
];

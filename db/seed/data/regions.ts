import type { SeedRegion } from './types';

/** The eight travel-plan regions, in the order the region picker shows them. */
export const seedRegions: SeedRegion[] = [
  { code: 'seoul', nameKo: '서울', nameJa: 'ソウル' },
  { code: 'gangwon', nameKo: '강원도', nameJa: '江原道' },
  { code: 'gyeonggi', nameKo: '경기도', nameJa: '京畿道' },
  { code: 'chungcheong', nameKo: '충청도', nameJa: '忠清道' },
  { code: 'gyeongsang', nameKo: '경상도', nameJa: '慶尚道' },
  { code: 'jeolla', nameKo: '전라도', nameJa: '全羅道' },
  { code: 'busan', nameKo: '부산', nameJa: '釜山' },
  { code: 'jeju', nameKo: '제주도', nameJa: '済州島' },
];

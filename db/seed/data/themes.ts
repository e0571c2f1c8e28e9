import type { SeedTheme } from './types';

/** Travel themes, in display order. `code` is stable and referenced by places and posts. */
export const seedThemes: SeedTheme[] = [
  { code: 'cafe', nameKo: '카페', nameJa: 'カフェ' },
  { code: 'food', nameKo: '맛집', nameJa: 'グルメ' },
  { code: 'shopping', nameKo: '쇼핑', nameJa: 'ショッピング' },
  { code: 'beauty', nameKo: '뷰티', nameJa: 'ビューティー' },
  { code: 'plastic-surgery', nameKo: '성형', nameJa: '美容整形' },
  { code: 'rising', nameKo: '급상승', nameJa: '急上昇' },
  { code: 'kpop', nameKo: 'K-POP', nameJa: 'K-POP' },
  { code: 'history', nameKo: '역사·문화', nameJa: '歴史・文化' },
  { code: 'nature', nameKo: '자연·공원', nameJa: '自然・公園' },
  { code: 'nightlife', nameKo: '나이트라이프', nameJa: 'ナイトライフ' },
  { code: 'art', nameKo: '전시·공연', nameJa: 'アート・公演' },
  { code: 'activity', nameKo: '액티비티', nameJa: 'アクティビティ' },
];

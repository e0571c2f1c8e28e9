import { romanize } from 'es-hangul';
import { hangulToKatakana } from './katakana';
import { normaliseForSearch } from './normalise';

/** The quick-tag and seeded areas' names (the place table stores only the code). */
const AREA_NAMES: Record<string, { ko: string; ja: string }> = {
  gangnam: { ko: '강남', ja: '江南' },
  myeongdong: { ko: '명동', ja: '明洞' },
  seongsu: { ko: '성수', ja: '聖水' },
  itaewon: { ko: '이태원', ja: '梨泰院' },
  hongdae: { ko: '홍대', ja: '弘大' },
  jongno: { ko: '종로', ja: '鍾路' },
  jamsil: { ko: '잠실', ja: '蚕室' },
  yeouido: { ko: '여의도', ja: '汝矣島' },
};

export const areaNames = (code: string) => AREA_NAMES[code];

/**
 * Travel words a post may use in either language, with the way a visitor types them in latin
 * letters. A query word that is one of them also finds posts with the others.
 */
const TRAVEL_WORDS: string[][] = [
  ['카페', 'カフェ', 'cafe'],
  ['고기', '焼肉', 'BBQ'],
  ['한복', '韓服', 'hanbok'],
  ['시장', '市場', 'market'],
  ['맛집', 'グルメ', 'gourmet'],
  ['치킨', 'チキン', 'chicken'],
];

/** An area as a dictionary entry: its hangul, kanji, code, and the hangul's romanisation and katakana reading. */
const areaEntry = (code: string, { ko, ja }: { ko: string; ja: string }) => [
  ...new Set([ko, ja, code, romanize(ko), hangulToKatakana(ko)]),
];

/** The travel words and the areas in `areaCodes` (those with known names), each as its forms. */
export const dictionaryEntries = (areaCodes: string[]): string[][] => [
  ...TRAVEL_WORDS,
  ...areaCodes.flatMap((code) => (AREA_NAMES[code] ? [areaEntry(code, AREA_NAMES[code])] : [])),
];

/** Every form of every entry, by its normalised form. */
export function counterpartIndex(areaCodes: string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const forms of dictionaryEntries(areaCodes))
    for (const form of forms) index.set(normaliseForSearch(form), forms);
  return index;
}

/** A query word as typed (and normalised, if that differs) and with its dictionary counterparts. */
export function formsOfWord(word: string, index: Map<string, string[]>): { typed: string[]; all: string[] } {
  const key = normaliseForSearch(word);
  const typed = [...new Set([word, key].filter(Boolean))];
  return { typed, all: [...new Set([...typed, ...(index.get(key) ?? [])])] };
}

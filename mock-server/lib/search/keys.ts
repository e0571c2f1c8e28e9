import { getChoseong, romanize } from 'es-hangul';
import { areaNames } from './dictionary';
import { hangulToKatakana } from './katakana';
import { normaliseForSearch } from './normalise';

const HANGUL = /[\uAC00-\uD7A3]/;

const WORDS_REMEMBERED = 50_000;
const remembered = new Map<string, string[]>();

/**
 * One word in every script people type it in, normalised, always in this order: as written,
 * romanised as pronounced (the Revised Romanisation: 한옥마을 hanongmaeul), romanised syllable by
 * syllable as signs and visitors spell it (hanokmaeul, jongro), read in katakana, its initials.
 * A word without hangul is itself in each (and has no initials). Remembered: romanising costs
 * es-hangul a pronunciation pass, and names share words (본점, 강남점).
 */
function readingsOfWord(word: string): string[] {
  const known = remembered.get(word);
  if (known) return known;
  const plain = normaliseForSearch(word);
  const readings = HANGUL.test(word)
    ? [
        plain,
        normaliseForSearch(romanize(word)),
        normaliseForSearch([...word].map((char) => romanize(char)).join('')),
        normaliseForSearch(hangulToKatakana(word)),
        normaliseForSearch(getChoseong(word)),
      ]
    : [plain, plain, plain, plain, ''];
  if (remembered.size >= WORDS_REMEMBERED) remembered.clear();
  remembered.set(word, readings);
  return readings;
}

/** Each word of a name in every script, and the whole name (its words run together) likewise. */
function keysOfName(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean).map(readingsOfWord);
  const whole = words[0]?.map((_, script) => words.map((readings) => readings[script]).join('')) ?? [];
  return [...whole, ...words.flat()].filter(Boolean);
}

interface Named {
  nameKo: string;
  nameJa: string;
  nameEn: string;
  area: string;
}

const words = (keys: string[]) => [...new Set(keys)].join(' ');

/**
 * What `places.search_keys` and `area_keys` hold: the place's names and its area's names in every
 * script, as space-separated words. Computed once when the place is written (seed, import, edit).
 */
export function placeSearchKeys(place: Named): { searchKeys: string; areaKeys: string } {
  const area = areaNames(place.area);
  return {
    searchKeys: words([...keysOfName(place.nameKo), ...keysOfName(place.nameJa), ...keysOfName(place.nameEn)]),
    areaKeys: words([
      normaliseForSearch(place.area),
      ...(area ? [...keysOfName(area.ko), ...keysOfName(area.ja)] : []),
    ]),
  };
}

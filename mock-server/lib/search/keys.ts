import { getChoseong, romanize } from 'es-hangul';
import { areaNames } from './dictionary';
import { hangulToKatakana } from './katakana';
import { normaliseForSearch } from './normalise';

const HANGUL = /[\uAC00-\uD7A3]/;

/**
 * A name or one word of it in every script people type it in, normalised. Romanised twice: as
 * pronounced (the Revised Romanisation: 한옥마을 hanongmaeul) and syllable by syllable, as signs
 * and visitors spell it (hanokmaeul, jongro).
 */
export function readingsOf(text: string): string[] {
  const readings = [normaliseForSearch(text)];
  if (HANGUL.test(text)) {
    readings.push(
      normaliseForSearch(romanize(text)),
      normaliseForSearch([...text].map((char) => romanize(char)).join('')),
      normaliseForSearch(hangulToKatakana(text)),
      normaliseForSearch(getChoseong(text)),
    );
  }
  return readings.filter(Boolean);
}

/** The whole name (spaces dropped) and each of its words, in every script. */
const keysOfName = (name: string) => [name, ...name.split(/\s+/)].flatMap((part) => readingsOf(part));

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

import { getChoseong, romanize } from 'es-hangul';
import { PLACE_AREAS } from '../../../src/shared/api/place';
import { counterpartIndex } from './dictionary';
import { katakanaBySyllable } from './katakana';
import { normaliseForSearch } from './normalise';

/**
 * A function of one character or dictionary form, remembered: highlighting runs per result row,
 * and romanising one syllable costs es-hangul a pronunciation pass (0.2 ms). Bounded by the
 * characters and dictionary forms there are.
 */
function remembered(convert: (text: string) => string): (text: string) => string {
  const known = new Map<string, string>();
  return (char) => {
    let value = known.get(char);
    if (value === undefined) known.set(char, (value = convert(char)));
    return value;
  };
}
const normalisedChar = remembered(normaliseForSearch);
const romanisedChar = remembered((char) => normaliseForSearch(romanize(char)));
const initialOf = remembered((char) => getChoseong(char) || char);

/**
 * Where `key` (already normalised) is in `text`, as the text's own characters: "みょうどん" typed,
 * "ミョンドン" shown. Each character is normalised alone, so the match maps back onto the text.
 */
function findNormalised(text: string, key: string): string | null {
  if (!key) return null;
  const chars = [...text];
  let folded = '';
  const charAt: number[] = [];
  chars.forEach((char, i) => {
    for (const unit of normalisedChar(char)) {
      folded += unit;
      charAt.push(i);
    }
  });
  const start = folded.indexOf(key);
  if (start < 0) return null;
  return chars.slice(charAt[start], charAt[start + key.length - 1]! + 1).join('');
}

const KATAKANA = /[\u30A0-\u30FF]/;
const ONLY_INITIALS = /^[\u3131-\u314E]+$/;
const LATIN = /[a-z]/;

/**
 * Each character of a hangul word as the key's script writes it: its katakana reading in context,
 * its initial, or its romanisation alone (a syllable's own spelling, as signs hyphenate it).
 */
function partsInScriptOf(key: string, word: string): string[] | null {
  if (KATAKANA.test(key)) return katakanaBySyllable(word);
  if (ONLY_INITIALS.test(key)) return [...word].map(initialOf);
  if (LATIN.test(key)) return [...word].map(romanisedChar);
  return null;
}

/** The first run of syllables of a hangul name whose reading, in the key's script, starts with `key`. */
function hangulMatch(nameKo: string, key: string): { text: string; word: number } | null {
  for (const [word, text] of nameKo.split(/\s+/).entries()) {
    const direct = findNormalised(text, key);
    if (direct) return { text: direct, word };
    const parts = partsInScriptOf(key, text);
    if (!parts) continue;
    const chars = [...text];
    for (let from = 0; from < parts.length; from++) {
      let reading = '';
      for (let to = from; to < parts.length; to++) {
        reading += parts[to];
        if (reading.startsWith(key)) return { text: chars.slice(from, to + 1).join(''), word };
        if (!key.startsWith(reading)) break;
      }
    }
  }
  return null;
}

let areaWords: Map<string, string[]> | undefined;
/** The other forms of a dictionary word (明洞 for 명동) that `text` contains. */
function counterpartsIn(text: string, key: string): string[] {
  areaWords ??= counterpartIndex([...PLACE_AREAS]);
  const forms = areaWords.get(key) ?? [];
  return forms.flatMap((form) => findNormalised(text, normalisedChar(form)) ?? []);
}

interface Names {
  nameKo: string;
  nameJa: string;
}

/**
 * What of the shown name matched the query (`key`, normalised), whatever script it was typed in:
 * the typed text itself, the hangul whose reading or initials were typed, or for a Japanese name
 * the dictionary counterpart of that hangul, else the Japanese word in the same place as the hangul one.
 */
export function placeHighlights(place: Names, lang: 'ko' | 'ja', key: string): string[] {
  const shown = lang === 'ja' ? place.nameJa : place.nameKo;
  const direct = findNormalised(shown, key);
  if (direct) return [direct];
  const hangul = hangulMatch(place.nameKo, key);
  if (!hangul) return counterpartsIn(shown, key);
  if (lang === 'ko') return [hangul.text];
  const counterparts = counterpartsIn(shown, normalisedChar(hangul.text));
  if (counterparts.length > 0) return counterparts;
  const koWords = place.nameKo.split(/\s+/);
  const jaWords = shown.split(/\s+/);
  return koWords.length === jaWords.length ? [jaWords[hangul.word]!] : [];
}

import { toKatakana } from 'wanakana';

/** Full-width latin and digits, half-width katakana: folded to what the keys store. */
const WIDTH_VARIANTS = /[\uFF01-\uFF5E\uFF61-\uFF9F]+/g;
/** Spaces, and punctuation and symbols of every kind: hyphens, middle dots, brackets, apostrophes. */
const SEPARATORS = /[\s\p{P}\p{S}]+/gu;

/**
 * Text as search compares it, the same for stored keys and for queries: full-width latin to
 * half-width, half-width kana to full-width, hiragana to katakana, case folded, separators gone.
 * Only the width variants go through NFKC: it would turn the initials ㅁㄷ into conjoining jamo.
 */
export function normaliseForSearch(text: string): string {
  const folded = text.replace(WIDTH_VARIANTS, (run) => run.normalize('NFKC'));
  return toKatakana(folded, { passRomaji: true }).toLowerCase().replace(SEPARATORS, '');
}

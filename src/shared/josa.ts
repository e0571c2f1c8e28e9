/**
 * Korean particles that follow the sound a word ends in: 을/를, 이/가, 은/는, 과/와, 으로/로.
 * Locale texts write `{{product, 을/를}}` and get "세트를" or "상품권을", never "세트을(를)";
 * the seed writes its posts with the same rule.
 */

/** The particle pairs, the form after a final consonant first. */
export const PARTICLES = ['을/를', '이/가', '은/는', '과/와', '으로/로'] as const;
export type Particle = (typeof PARTICLES)[number];

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINALS_PER_SYLLABLE = 28;
/** The index of ㄹ among a syllable's finals. */
const RIEUL = 8;

/** How a final sound counts for the particle: no consonant, ㄹ (which takes 로), or another one. */
type Ending = 'vowel' | 'rieul' | 'consonant';

/** Latin letters as Korean reads them aloud: l 엘, m 엠, n 엔, r 알; the others end in a vowel. */
const LETTERS: Record<string, Ending> = { l: 'rieul', m: 'consonant', n: 'consonant', r: 'rieul' };
/** Digits read aloud: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGITS: readonly Ending[] = [
  'consonant',
  'rieul',
  'vowel',
  'consonant',
  'vowel',
  'vowel',
  'consonant',
  'rieul',
  'rieul',
  'vowel',
];

/** The ending of one character, null for a mark read past (space, bracket, dot), undefined when unknown (kanji). */
function endingOf(char: string): Ending | null | undefined {
  const code = char.codePointAt(0)!;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const final = (code - HANGUL_FIRST) % FINALS_PER_SYLLABLE;
    return final === 0 ? 'vowel' : final === RIEUL ? 'rieul' : 'consonant';
  }
  if (/[0-9]/.test(char)) return DIGITS[Number(char)];
  if (/[a-z]/i.test(char)) return LETTERS[char.toLowerCase()] ?? 'vowel';
  // Kana end in a vowel except ん/ン (n).
  if (/[ぁ-ゖァ-ヺー]/.test(char)) return /[んン]/.test(char) ? 'consonant' : 'vowel';
  return /[\p{L}\p{N}]/u.test(char) ? undefined : null;
}

/** The word with the particle its last sound takes. A trailing "(…)" is an aside: the word before it decides. */
export function withParticle(word: string, particle: Particle): string {
  const [afterConsonant, afterVowel] = particle.split('/') as [string, string];
  const spoken = [...word.replace(/\s*[(（][^()（）]*[)）]\s*$/u, '')];
  let ending: Ending | null | undefined = null;
  while (ending === null && spoken.length > 0) ending = endingOf(spoken.pop()!);
  // Nothing with a known reading (a kanji name): both forms, as print does.
  if (!ending) return `${word}${afterConsonant}(${afterVowel})`;
  const takesConsonantForm = particle === '으로/로' ? ending === 'consonant' : ending !== 'vowel';
  return word + (takesConsonantForm ? afterConsonant : afterVowel);
}

/** Registers each pair as an i18next format, so `{{word, 을/를}}` works in every text. */
export function addParticleFormats(i18n: {
  services: { formatter?: { add(name: string, format: (value: unknown) => string): void } };
}): void {
  for (const particle of PARTICLES)
    i18n.services.formatter?.add(particle, (value) => withParticle(String(value), particle));
}

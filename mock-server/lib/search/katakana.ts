import { disassembleCompleteCharacter } from 'es-hangul';

/**
 * Hangul read aloud in katakana, the way Japanese guidebooks write Korean names: 명동 → ミョンドン,
 * 경복궁 → キョンボックン, 떡볶이 → トッポッキ. No library does this, so these are the rules:
 * the syllables are first changed as they are pronounced (a final consonant carried over to a
 * following vowel, nasal and ㄹ assimilation, ㅎ aspiration), then each is written in kana:
 * ㄱㄷㅂㅈ voiced between sounds and unvoiced at the start of a word or after a stop, a stop
 * before another written ッ, tense consonants after a vowel doubled with ッ.
 */
export const hangulToKatakana = (text: string): string => katakanaBySyllable(text).join('');

/** The reading of each character of `text`, in context (동 is ドン after 명, トン alone). */
export function katakanaBySyllable(text: string): string[] {
  const syllables = [...text].map(toSyllable);
  pronounce(syllables);
  return syllables.map((s, i) => (typeof s === 'string' ? s : spell(s, syllables[i - 1], syllables[i + 1])));
}

interface Syllable {
  initial: string;
  vowel: string;
  final: string;
}
type Piece = Syllable | string;

function toSyllable(char: string): Piece {
  const parts = disassembleCompleteCharacter(char);
  return parts ? { initial: parts.choseong, vowel: parts.jungseong, final: parts.jongseong } : char;
}

/** What a final of two consonants sounds like before a consonant or at the end: 닭 [닥], 여덟 [여덜]. */
const CLUSTER_SOUND: Record<string, string> = {
  ㄱㅅ: 'ㄱ',
  ㄴㅈ: 'ㄴ',
  ㄴㅎ: 'ㄴ',
  ㄹㄱ: 'ㄱ',
  ㄹㅁ: 'ㅁ',
  ㄹㅂ: 'ㄹ',
  ㄹㅅ: 'ㄹ',
  ㄹㅌ: 'ㄹ',
  ㄹㅍ: 'ㅂ',
  ㄹㅎ: 'ㄹ',
  ㅂㅅ: 'ㅂ',
};
/** The sound a final stop is pronounced as: ㄱ, ㄷ or ㅂ. */
const STOP_OF: Record<string, string> = {
  ㄱ: 'ㄱ',
  ㄲ: 'ㄱ',
  ㅋ: 'ㄱ',
  ㄷ: 'ㄷ',
  ㅅ: 'ㄷ',
  ㅆ: 'ㄷ',
  ㅈ: 'ㄷ',
  ㅊ: 'ㄷ',
  ㅌ: 'ㄷ',
  ㅎ: 'ㄷ',
  ㅂ: 'ㅂ',
  ㅍ: 'ㅂ',
};
const NASAL_OF_STOP: Record<string, string> = { ㄱ: 'ㅇ', ㄷ: 'ㄴ', ㅂ: 'ㅁ' };
const ASPIRATED: Record<string, string> = { ㄱ: 'ㅋ', ㄷ: 'ㅌ', ㅂ: 'ㅍ', ㅈ: 'ㅊ' };
const OBSTRUENTS = new Set('ㄱㄲㅋㄷㄸㅌㅂㅃㅍㅈㅉㅊㅅㅆ');
const TENSE = new Set('ㄲㄸㅃㅉㅆ');

/** Sound changes between neighbouring syllables of one word, in place. */
function pronounce(pieces: Piece[]): void {
  for (let i = 0; i + 1 < pieces.length; i++) {
    const here = pieces[i]!;
    const next = pieces[i + 1]!;
    if (typeof here === 'string' || typeof next === 'string' || !here.final) continue;
    // es-hangul writes a final of two consonants as both: 닭 ends in 'ㄹㄱ'.
    const cluster = here.final.length === 2;
    if (next.initial === 'ㅇ' && here.final !== 'ㅇ') {
      // Carried over to the vowel that follows (ㅎ is silent there); of two, the second moves.
      const moves = here.final.at(-1)!;
      here.final = cluster ? here.final[0]! : '';
      if (moves !== 'ㅎ') next.initial = moves;
      continue;
    }
    if (cluster) here.final = CLUSTER_SOUND[here.final] ?? here.final[0]!;
    const stop = STOP_OF[here.final];
    if (here.final === 'ㅎ' && ASPIRATED[next.initial]) {
      next.initial = ASPIRATED[next.initial]!;
      here.final = '';
    } else if (stop && next.initial === 'ㅎ') {
      next.initial = ASPIRATED[stop]!;
      here.final = '';
    } else if (next.initial === 'ㄹ') {
      if (here.final === 'ㄴ') here.final = 'ㄹ';
      else if (here.final !== 'ㄹ') {
        next.initial = 'ㄴ';
        if (stop) here.final = NASAL_OF_STOP[stop]!;
      }
    } else if (stop && (next.initial === 'ㄴ' || next.initial === 'ㅁ')) {
      here.final = NASAL_OF_STOP[stop]!;
    } else if (here.final === 'ㄹ' && next.initial === 'ㄴ') {
      next.initial = 'ㄹ';
    }
  }
}

/** Kana for a, i, u, e, o after each consonant (voiced and unvoiced forms of ㄱㄷㅂㅈ apart). */
const ROWS: Record<string, string[]> = {
  k: ['カ', 'キ', 'ク', 'ケ', 'コ'],
  g: ['ガ', 'ギ', 'グ', 'ゲ', 'ゴ'],
  t: ['タ', 'ティ', 'トゥ', 'テ', 'ト'],
  d: ['ダ', 'ディ', 'ドゥ', 'デ', 'ド'],
  p: ['パ', 'ピ', 'プ', 'ペ', 'ポ'],
  b: ['バ', 'ビ', 'ブ', 'ベ', 'ボ'],
  ch: ['チャ', 'チ', 'チュ', 'チェ', 'チョ'],
  j: ['ジャ', 'ジ', 'ジュ', 'ジェ', 'ジョ'],
  s: ['サ', 'シ', 'ス', 'セ', 'ソ'],
  h: ['ハ', 'ヒ', 'フ', 'ヘ', 'ホ'],
  n: ['ナ', 'ニ', 'ヌ', 'ネ', 'ノ'],
  m: ['マ', 'ミ', 'ム', 'メ', 'モ'],
  r: ['ラ', 'リ', 'ル', 'レ', 'ロ'],
  '': ['ア', 'イ', 'ウ', 'エ', 'オ'],
};
/** Each initial: [row at the start of a word or after a stop, row between sounds]. */
const INITIAL_ROWS: Record<string, [string, string]> = {
  ㄱ: ['k', 'g'],
  ㄲ: ['k', 'k'],
  ㅋ: ['k', 'k'],
  ㄷ: ['t', 'd'],
  ㄸ: ['t', 't'],
  ㅌ: ['t', 't'],
  ㅂ: ['p', 'b'],
  ㅃ: ['p', 'p'],
  ㅍ: ['p', 'p'],
  ㅈ: ['ch', 'j'],
  ㅉ: ['ch', 'ch'],
  ㅊ: ['ch', 'ch'],
  ㅅ: ['s', 's'],
  ㅆ: ['s', 's'],
  ㅎ: ['h', 'h'],
  ㄴ: ['n', 'n'],
  ㅁ: ['m', 'm'],
  ㄹ: ['r', 'r'],
  ㅇ: ['', ''],
};
type Vowel = 'a' | 'i' | 'u' | 'e' | 'o' | 'ya' | 'yu' | 'yo' | 'ye' | 'wa' | 'wi' | 'we' | 'wo' | 'ui';
/** Keyed as es-hangul writes them: ㅘ as 'ㅗㅏ'. */
const VOWELS: Record<string, Vowel> = {
  ㅏ: 'a',
  ㅐ: 'e',
  ㅑ: 'ya',
  ㅒ: 'ye',
  ㅓ: 'o',
  ㅔ: 'e',
  ㅕ: 'yo',
  ㅖ: 'ye',
  ㅗ: 'o',
  ㅗㅏ: 'wa',
  ㅗㅐ: 'we',
  ㅗㅣ: 'we',
  ㅛ: 'yo',
  ㅜ: 'u',
  ㅜㅓ: 'wo',
  ㅜㅔ: 'we',
  ㅜㅣ: 'wi',
  ㅠ: 'yu',
  ㅡ: 'u',
  ㅡㅣ: 'ui',
  ㅣ: 'i',
};
const PLAIN = { a: 0, i: 1, u: 2, e: 3, o: 4 } as const;
const SMALL_Y = { ya: 'ャ', yu: 'ュ', yo: 'ョ' } as const;
const SMALL_W = { wa: 'ァ', wi: 'ィ', we: 'ェ', wo: 'ォ' } as const;
const ALONE: Partial<Record<Vowel, string>> = {
  ya: 'ヤ',
  yu: 'ユ',
  yo: 'ヨ',
  ye: 'イェ',
  wa: 'ワ',
  wi: 'ウィ',
  we: 'ウェ',
  wo: 'ウォ',
};

function kana(row: string, vowel: Vowel, wordStart: boolean): string {
  const forms = ROWS[row]!;
  if (vowel in PLAIN) return forms[PLAIN[vowel as keyof typeof PLAIN]]!;
  if (row === '' && vowel === 'ui') return wordStart ? 'ウィ' : 'イ';
  if (row === '') return ALONE[vowel]!;
  if (vowel === 'ui') return forms[1]!;
  if (vowel === 'ye') return forms[3]!;
  // チャ, ジャ already carry their y: チ + ャ.
  if (vowel in SMALL_Y) return forms[1]!.replace(/[ャュョェ]$/, '') + SMALL_Y[vowel as keyof typeof SMALL_Y];
  return forms[2]!.replace(/ゥ$/, '') + SMALL_W[vowel as keyof typeof SMALL_W];
}

const isStopFinal = (piece: Piece | undefined) => typeof piece !== 'string' && !!piece && !!STOP_OF[piece.final];

function spell(s: Syllable, before: Piece | undefined, after: Piece | undefined): string {
  const wordStart = before === undefined || typeof before === 'string';
  const [plainRow, voicedRow] = INITIAL_ROWS[s.initial] ?? ['', ''];
  const row = wordStart || isStopFinal(before) ? plainRow : voicedRow;
  const doubled = TENSE.has(s.initial) && !wordStart && typeof before !== 'string' && !before?.final ? 'ッ' : '';
  return doubled + kana(row, VOWELS[s.vowel] ?? 'a', wordStart) + finalKana(s.final, after);
}

function finalKana(written: string, after: Piece | undefined): string {
  const final = CLUSTER_SOUND[written] ?? written;
  if (!final) return '';
  if (final === 'ㄴ' || final === 'ㅇ') return 'ン';
  const nextInitial = typeof after === 'string' || !after ? '' : after.initial;
  // Before b, p or m Japanese writes the m sound as ン: 비빔밥 ピビンバプ.
  if (final === 'ㅁ') return 'ㅂㅃㅍㅁ'.includes(nextInitial) && nextInitial ? 'ン' : 'ム';
  if (final === 'ㄹ') return 'ル';
  if (OBSTRUENTS.has(nextInitial)) return 'ッ';
  const stop = STOP_OF[final];
  return stop === 'ㄱ' ? 'ク' : stop === 'ㅂ' ? 'プ' : 'ッ';
}

import { LIMITS } from './constants';

/**
 * Characters a reader cannot see or that reorder the line around them: controls, format
 * characters (zero-width spaces and joiners, bidi marks and overrides, the BOM), line and paragraph
 * separators, and the Hangul fillers, which count as letters but draw nothing. A name holding one
 * could pass for another member's, or turn a line of the console around.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;
/** Letters of any script, digits and underscores: no spaces, symbols or markup. */
const NAME_CHARS = /^[\p{L}\p{N}_]+$/u;

/**
 * The form a nickname is checked, stored and compared in: NFC, so a name typed with decomposed
 * letters (Hangul jamo, a kana and its voicing mark) is the same name as the composed one; trimmed.
 */
export const normalizeNickname = (value: string): string => value.normalize('NFC').trim();

export type NicknameProblem = 'nickname.length' | 'nickname.chars';

/** The one nickname rule of check-nickname, join and save-user-info, for a normalized name. */
export function nicknameProblem(nickname: string): NicknameProblem | null {
  if (nickname.length < LIMITS.nicknameMin || nickname.length > LIMITS.nicknameMax) return 'nickname.length';
  if (!NAME_CHARS.test(nickname) || HIDDEN.test(nickname)) return 'nickname.chars';
  return null;
}

/*
 * The Japanese faces, regular and bold: Japanese glyph forms (first for Japanese text) and the kanji
 * the Korean faces lack (for any text). Sliced by unicode-range, its table in two style sheets (the
 * second in japanese-2.ts), as the Korean ones.
 */
import '@fontsource/noto-sans-jp/400.css?part=1-of-2';
import '@fontsource/noto-sans-jp/700.css?part=1-of-2';

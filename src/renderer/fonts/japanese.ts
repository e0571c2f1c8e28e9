/*
 * The Japanese faces, regular and bold: Japanese glyph forms (first for Japanese text) and the kanji
 * the Korean faces lack (for any text). Sliced by unicode-range, as the Korean ones.
 */
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';

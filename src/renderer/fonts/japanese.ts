/* The Japanese faces, regular and bold: Japanese glyph forms and the kanji the Korean faces lack. */
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';

/*
 * The colour emoji face, for emoji people write (the UI itself draws none: its icons are SVG). Sliced
 * by unicode-range like the text faces: a page downloads only the slices of the emoji it shows.
 */
import '@fontsource/noto-color-emoji/400.css';

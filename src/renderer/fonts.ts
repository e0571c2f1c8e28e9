/*
 * The shipped fonts, for the app and the tester console alike: no screen may depend on the fonts of the
 * machine (a kiosk or a Linux laptop has no CJK or emoji font). Korean and Japanese, regular and bold;
 * each face is sliced by unicode-range, so a browser downloads only the slices a page's text uses.
 */
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';

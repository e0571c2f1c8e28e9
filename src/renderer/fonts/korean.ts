/*
 * The Korean faces, regular and bold (the only weights the design uses). Noto Sans KR also draws
 * Latin, kana and the common hanja, so it is every reader's face; each weight is sliced by
 * unicode-range, and a page downloads only the slices its text uses.
 */
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';

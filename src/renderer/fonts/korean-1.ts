/*
 * The Korean faces, regular and bold (the only weights the design uses). Noto Sans KR also draws
 * Latin, kana and the common hanja, so it is every reader's face; each weight is sliced by
 * unicode-range, and a page downloads only the slices its text uses. The table comes in two style
 * sheets (the second in korean-2.ts), each parsed in a task of its own: parsed whole it was a long
 * task on a phone; both weights in each, so their repeated ranges still compress together
 * (decision 139).
 */
import '@fontsource/noto-sans-kr/400.css?part=1-of-2';
import '@fontsource/noto-sans-kr/700.css?part=1-of-2';

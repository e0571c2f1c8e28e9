/* The second half of the Korean faces' table (see korean-1.ts). */
import '@fontsource/noto-sans-kr/400.css?part=2-of-2';
import '@fontsource/noto-sans-kr/700.css?part=2-of-2';

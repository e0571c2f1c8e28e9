/* The second half of the Japanese faces' table (see japanese-1.ts). */
import '@fontsource/noto-sans-jp/400.css?part=2-of-2';
import '@fontsource/noto-sans-jp/700.css?part=2-of-2';

/*
 * The tester console's monospace face (paths, request bodies), regular only: Latin and the like,
 * sliced by unicode-range; its Korean, Japanese and emoji come from the other shipped faces.
 */
import '@fontsource/noto-sans-mono/400.css';

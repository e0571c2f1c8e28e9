/*
 * The shipped fonts, for the app and the tester console alike: no screen may depend on the fonts of
 * the machine (a kiosk or a Linux laptop has no CJK or emoji font). Their declarations are a long
 * table of unicode ranges (tens of KB), so none of them blocks the first paint: the faces are
 * declared as soon as the script runs (the page preloads the Korean table), text shows in a fallback
 * meanwhile (font-display: swap). The Japanese faces only for those who need them.
 */
void import('./fonts/korean');

let japanese: Promise<unknown> | undefined;

/** Declares the Japanese faces (once): for Japanese readers, and for text written in Japanese. */
export function loadFacesFor(language: string): void {
  if (language === 'ja') japanese ??= import('./fonts/japanese');
}

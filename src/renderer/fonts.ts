/*
 * The shipped fonts, for the app and the tester console alike: no screen may depend on the fonts of
 * the machine (a kiosk or a Linux laptop has no CJK or emoji font). Their declarations are a long
 * table of unicode ranges (tens of KB), so none of them blocks the first paint: text shows in a
 * fallback meanwhile (font-display: swap). The Japanese faces only for those who need them.
 *
 * When (decision 090): where the font files are at hand (the desktop app and a kiosk ship them, a
 * browser that drew them before keeps them), and for the tester console, the faces are declared as
 * the script starts. On the app's first visit in a browser they wait for the first screen to be
 * complete: on a phone's network their ~130 KB would otherwise share the connections with what the
 * screen needs and hold it up, and the device's own face shows its text meanwhile.
 */
import { boolean } from 'zod/mini';
import { platform } from './lib/platform';
import { savedState } from './lib/saved-state';

const facesSeen = savedState('facesSeen', 1, boolean());
let firstScreen: Promise<void> | undefined;

/** The app's page (not the tester console): on a first visit its faces wait for its first screen. */
export function facesAfter(firstScreenDone: Promise<void>): void {
  firstScreen = firstScreenDone;
}

/** The app in a browser: the one place where the faces may wait, and where it is worth remembering them. */
const mayWait = () => firstScreen !== undefined && platform.kind === 'web';
// Decided once the page's modules have all run, so the page's script has said what it wants.
const facesMayLoad: Promise<void> = Promise.resolve().then(() =>
  mayWait() && !facesSeen.read() ? firstScreen : undefined,
);

const declare = (faces: () => Promise<unknown>) =>
  facesMayLoad
    .then(faces)
    // Not document.fonts.ready: asking it as the faces arrive lays the whole page out at once.
    .then(() => mayWait() && facesSeen.write(true))
    // A face table that fails to load leaves the fallback face: nothing to tell the visitor.
    .catch(() => undefined);

const korean = declare(() => import('./fonts/korean'));

/**
 * Resolves when the Korean faces are declared and the page's text has drawn with them (or they
 * failed): what waits for it lays out once with the shipped face, not once more as it arrives.
 */
export const facesDrawn = (): Promise<void> =>
  korean
    // After the next frame, which lays the page out with the faces declared: asked at once,
    // document.fonts.ready would lay out the whole page itself, in this task.
    .then(afterNextFrame)
    .then(() => document.fonts.ready)
    .then(
      () => undefined,
      () => undefined,
    );

const afterNextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

let japanese: Promise<unknown> | undefined;

/** Declares the Japanese faces (once): for Japanese readers, and for text written in Japanese. */
export function loadFacesFor(language: string): void {
  if (language === 'ja') japanese ??= declare(() => import('./fonts/japanese'));
}

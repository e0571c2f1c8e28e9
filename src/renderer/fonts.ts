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
import { boolean } from 'valibot';
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
// Resolves with whether the faces waited for the first screen.
const facesMayLoad: Promise<boolean> = Promise.resolve().then(() =>
  mayWait() && !facesSeen.read() ? firstScreen!.then(() => true) : false,
);

/** Longest wait for the page's faces before the text switches to them anyway (a slow network). */
const FACES_WAIT_MS = 3000;

/**
 * The text on the page now, by the weight it is drawn in (the design uses 400 and 700): what the
 * faces that came late must hold before the text switches to them.
 */
function pageText(): Array<{ weight: number; text: string }> {
  const parts = { 400: '', 700: '' };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.nodeValue?.trim()) continue;
    parts[Number(getComputedStyle(parent).fontWeight) >= 600 ? 700 : 400] += node.nodeValue;
  }
  return Object.entries(parts).flatMap(([weight, text]) => (text ? [{ weight: Number(weight), text }] : []));
}

/**
 * The faces that came after the first screen: the files its text needs are fetched first, then the
 * text switches to them in one go (styles.css, \`data-faces\`). Declared straight into use, every
 * file that arrived would lay the whole page out again (a long task each on a phone).
 */
async function readyForPage(family: string): Promise<void> {
  const loads = pageText().map(({ weight, text }) => document.fonts.load(`${weight} 1em "${family}"`, text));
  await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, FACES_WAIT_MS))]);
}

const showFaces = () => {
  document.documentElement.dataset.faces = '';
};

const declare = (faces: () => Promise<unknown>, family: string) =>
  facesMayLoad
    .then(async (waited) => {
      await faces();
      if (waited) await readyForPage(family).catch(() => undefined);
      showFaces();
      if (mayWait()) facesSeen.write(true);
    })
    // A face table that fails to load leaves the fallback face: nothing to tell the visitor.
    .catch(() => undefined);

void declare(() => import('./fonts/korean'), 'Noto Sans KR');

let japanese: Promise<unknown> | undefined;

/** Declares the Japanese faces (once): for Japanese readers, and for text written in Japanese. */
export function loadFacesFor(language: string): void {
  if (language === 'ja') japanese ??= declare(() => import('./fonts/japanese'), 'Noto Sans JP');
}

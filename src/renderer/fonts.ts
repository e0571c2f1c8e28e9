/*
 * The shipped fonts, for the app and the tester console alike: no screen may depend on the fonts of
 * the machine (a kiosk or a Linux laptop has no CJK or emoji font). Their declarations are a long
 * table of unicode ranges (tens of KB), so none of them blocks the first paint: text shows in a
 * fallback meanwhile (font-display: swap). Every face is declared in either language, since members
 * write in both and with emoji; sliced by unicode-range, a page downloads only the files of the
 * characters it shows, each from the first face of its font stack (styles.css) that has it.
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

const showFaces = () => {
  document.documentElement.dataset.faces = '';
};

void facesMayLoad
  .then(async (waited) => {
    // In the order of the page's font stack (styles.css `--faces`), each table in style sheets of its own.
    await Promise.all([
      import('./fonts/korean-1'),
      import('./fonts/korean-2'),
      import('./fonts/japanese-1'),
      import('./fonts/japanese-2'),
      import('./fonts/emoji'),
    ]);
    // A page already drawn switches a part at a time; one that comes with its faces, at once.
    const settle = waited
      ? await import('./fonts/ready')
          .then(async (faces) => {
            await faces.readyForPage(FACES_WAIT_MS);
            return faces.switchInParts();
          })
          .catch(() => undefined)
      : undefined;
    showFaces();
    settle?.();
    if (mayWait()) facesSeen.write(true);
  })
  // A face table that fails to load leaves the fallback face: nothing to tell the visitor.
  .catch(() => undefined);

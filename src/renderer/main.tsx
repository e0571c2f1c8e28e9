import { facesAfter } from './fonts';
import './styles.css';
import './wide.css';
import './features/feed/feed.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { whileRestoring } from './lib/data';
import { firstScreenDone } from './lib/first-screen';
import { platform } from './lib/platform';
import { storage } from './lib/storage';

// On a first visit the page's type scale was laid out while this script came, its fonts found: it
// goes before the shipped faces are declared, so it never asks for a font file (decision 096).
document.getElementById('type-scale')?.remove();
// A member's saved answers load beside the first screen (not in it), so an offline visit shows them
// at once; the service worker and the rest of the offline code come after the first screen.
if (storage.token) whileRestoring(import('./lib/offline/saved-answers').then((saved) => saved.keepAnswers()));

facesAfter(firstScreenDone());
// A kiosk lays out for touch at arm's length (wide.css), from the first paint.
if (platform.kiosk) document.documentElement.dataset.kiosk = '';
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Only a kiosk forgets its visitor when idle: a phone never loads that code.
if (platform.kiosk) void import('./lib/kiosk').then((kiosk) => kiosk.installKioskReset());
void firstScreenDone()
  .then(() => import('./lib/offline/start'))
  .then((offline) => offline.startOffline());

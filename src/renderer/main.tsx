import './fonts';
import './styles.css';
import './wide.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installKioskReset } from './lib/kiosk';
import { platform } from './lib/platform';

// A kiosk lays out for touch at arm's length (wide.css), from the first paint.
if (platform.kiosk) document.documentElement.dataset.kiosk = '';
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
installKioskReset();

// The service worker and saved answers come after the first paint: none of it is on the first screen.
window.addEventListener('load', () => void import('./lib/offline/start').then((offline) => offline.startOffline()), {
  once: true,
});

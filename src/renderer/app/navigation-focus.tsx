import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type RefObject } from 'react';

/** What the last navigation announced: the new screen's title. */
const announcement = signal('');

/**
 * After each navigation (not the first screen) focus moves to the new screen's h1 as soon as it
 * shows, and its title is announced, so a keyboard or screen-reader user starts on the new screen
 * instead of on <body>. Focus the screen or a popup placed itself (a search field) stays there.
 */
export function useNavigationFocus(screenKey: string, root: RefObject<HTMLElement | null>, title: string) {
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    announcement.value = title;
    const container = root.current;
    if (!container) return;
    const trigger = document.activeElement;
    const focusHeading = () => {
      // While the new screen loads, React keeps the old one hidden (display: none): skip its h1.
      const heading = [...container.querySelectorAll<HTMLElement>('h1')].find((h) => h.getClientRects().length > 0);
      if (!heading) return false;
      const active = document.activeElement;
      // Focus someone else placed meanwhile (a search field, a popup's button) stays where it is.
      const untouched = !active || active === document.body || active === trigger;
      if (untouched) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    // A lazy screen draws its heading later: wait for it, but not for ever.
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(container, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [screenKey]); // eslint-disable-line react-hooks/exhaustive-deps -- once per new screen; a language switch only retitles it
}

/** The polite live region that reads the new screen's title. */
export function RouteAnnouncer() {
  useSignals();
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement.value}
    </div>
  );
}

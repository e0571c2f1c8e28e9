import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type RefObject } from 'react';
import { seen } from '../lib/screen-start';

/** What the last navigation announced: the new screen's title. */
const announcement = signal('');

/** The link each screen was left by (its href), so going back lands on it (the card one opened). */
const leftBy = new Map<string, string>();
/** Set by the browser's back or forward, before the router draws the screen it goes to. */
let wentBack = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (wentBack = true));
/** How long going back waits for the link it left by (a list drawn from its answer) before the heading. */
const LINK_WAIT_MS = 1500;

/**
 * After each navigation (not the first screen) focus moves to something visible on the new screen
 * as soon as it shows, and its title is announced, so a keyboard or screen-reader user starts on
 * the new screen instead of on <body>: going back, the link the screen was left by (the card one
 * opened); else the screen's h1, or its `data-arrival` element when the h1 is only heard (the
 * map's search). Focus the screen or a popup placed itself (a search field) stays there.
 */
export function useNavigationFocus(screenKey: string, root: RefObject<HTMLElement | null>, title: string) {
  const firstScreen = useRef(true);
  const currentKey = useRef(screenKey);
  currentKey.current = screenKey;
  useEffect(() => {
    const container = root.current;
    if (!container) return;
    const remember = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('a[href]');
      if (link) leftBy.set(currentKey.current, link.getAttribute('href')!);
    };
    container.addEventListener('click', remember, true);
    return () => container.removeEventListener('click', remember, true);
  }, [root]);
  useEffect(() => {
    const back = wentBack ? leftBy.get(screenKey) : undefined;
    wentBack = false;
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    announcement.value = title;
    const container = root.current;
    if (!container) return;
    const trigger = document.activeElement;
    const linkUntil = performance.now() + LINK_WAIT_MS;
    const focusHeading = () => {
      // While the new screen loads, React keeps the old one hidden (display: none): skip its h1.
      const heading = [...container.querySelectorAll<HTMLElement>('h1')].find((h) => h.getClientRects().length > 0);
      if (!heading) return false;
      const link =
        back === undefined
          ? undefined
          : [...container.querySelectorAll<HTMLElement>('a[href]')].find(
              (a) => a.getAttribute('href') === back && seen(a),
            );
      if (back !== undefined && !link && performance.now() < linkUntil) return false;
      const arrival = container.querySelector<HTMLElement>('[data-arrival]');
      const target = link ?? (!seen(heading) && arrival ? arrival : heading);
      const active = document.activeElement;
      // Focus someone else placed meanwhile (a search field, a popup's button) stays where it is.
      const untouched = !active || active === document.body || active === trigger;
      if (untouched) {
        if (!target.hasAttribute('tabindex') && target.tagName !== 'A') target.tabIndex = -1;
        // The link scrolls into view if it must; a heading or search is at the top already.
        target.focus({ preventScroll: target !== link });
      }
      return true;
    };
    if (focusHeading()) return;
    // A lazy screen draws its heading later: wait for it, but not for ever.
    const observer = new MutationObserver(() => focusHeading() && stop());
    observer.observe(container, { childList: true, subtree: true });
    // Going back, the heading may be drawn already while the link never comes (scrolled out of the list's window).
    const linkGiveUp = back === undefined ? undefined : setTimeout(() => focusHeading() && stop(), LINK_WAIT_MS + 50);
    const giveUp = setTimeout(() => observer.disconnect(), 10_000);
    function stop() {
      observer.disconnect();
      clearTimeout(linkGiveUp);
    }
    return () => {
      stop();
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

import type { KeyboardEvent } from 'react';

const STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A tab list's keys (WAI-ARIA tabs): arrows move to the next or previous tab, Home and End to the
 * first and last, and the tab reached is selected at once. Goes on the role="tablist" element;
 * its tabs are in the Tab order only when selected (tabIndex 0, the others -1).
 */
export function moveBetweenTabs(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (!step || at < 0) return;
  event.preventDefault();
  const tab = tabs[step(at, tabs.length)]!;
  tab.focus();
  tab.click();
}

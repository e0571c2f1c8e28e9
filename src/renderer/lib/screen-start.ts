/** Visible on screen: not hidden by React's loading, not the 1×1 box of a heading only heard. */
export const seen = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
};

/**
 * Where a keyboard user starts on the screen shown: its visible h1, else its `data-arrival` element
 * (the map's search, where the h1 is only heard), whichever comes first; made focusable if it is not.
 */
export function screenStart(): HTMLElement | undefined {
  const start = [...document.querySelectorAll<HTMLElement>('.app main h1, .app main [data-arrival]')].find(seen);
  if (start && !start.hasAttribute('tabindex') && start.tagName !== 'A') start.tabIndex = -1;
  return start;
}

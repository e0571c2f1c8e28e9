/**
 * The modal layers open (a dialog's backdrop, the photo viewer), the top one last: only the top one
 * answers Escape and takes focus. The page and every layer under the top one are inert while one is
 * open: nothing behind it takes focus or is read (`aria-modal` alone leaves them reachable by Tab in
 * some readers). The page is the shell's column (`.app`), or what a page of its own marks
 * `data-modal-page` (the tester console's root); toasts and live regions stay outside it and keep speaking.
 */
const open: HTMLElement[] = [];

function applyInert() {
  const top = open.at(-1);
  for (const page of document.querySelectorAll<HTMLElement>('.app, [data-modal-page]')) page.inert = top !== undefined;
  for (const layer of open) layer.inert = layer !== top;
}

/** Puts a layer on top of the others; the function returned takes it off (the page is live again once none is left). */
export function holdModal(layer: HTMLElement): () => void {
  open.push(layer);
  applyInert();
  return () => {
    const at = open.indexOf(layer);
    if (at >= 0) open.splice(at, 1);
    applyInert();
  };
}

export const isTopModal = (layer: HTMLElement) => open.at(-1) === layer;

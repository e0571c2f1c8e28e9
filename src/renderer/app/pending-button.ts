import { useEffect, useLayoutEffect } from 'react';

/** How long after a press an action still counts as that button's: steps before the call (a key fetched, a password encrypted) take a moment. */
const PRESS_WINDOW_MS = 2000;

let pressed: { button: HTMLButtonElement; at: number } | undefined;

function remember(button: Element | null | undefined) {
  if (button instanceof HTMLButtonElement && button.classList.contains('button'))
    pressed = { button, at: performance.now() };
}

/**
 * While an action runs, the button that started it shows it (aria-busy: a small ring before its
 * words, see .button[aria-busy]), where the person is looking, instead of a cover over the screen.
 * The button is the one last pressed, or the form's submitter when Enter sent it; a press that
 * closed a dialog before the call leaves no button, and the top bar alone tells.
 */
export function usePendingButton(active: boolean) {
  useEffect(() => {
    const onClick = (e: Event) => remember((e.target as Element | null)?.closest?.('button'));
    const onSubmit = (e: SubmitEvent) => remember(e.submitter);
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, []);

  useLayoutEffect(() => {
    const button = pressed?.button;
    if (!active || !button || !button.isConnected || performance.now() - pressed!.at > PRESS_WINDOW_MS) return;
    button.setAttribute('aria-busy', 'true');
    return () => button.removeAttribute('aria-busy');
  }, [active]);
}

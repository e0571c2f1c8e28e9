import { signal } from '@preact/signals-react';

/** The last action's outcome, shown in the status bar and read out by screen readers. */
export const notice = signal<{ text: string; error: boolean } | null>(null);

/** A success is read and gone: it fades after this long; a refusal stays until closed or replaced. */
export const SUCCESS_SHOWN_MS = 6000;
let fading: ReturnType<typeof setTimeout> | undefined;

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const dismissNotice = () => {
  clearTimeout(fading);
  notice.value = null;
};

export const announce = (text: string) => {
  clearTimeout(fading);
  notice.value = { text, error: false };
  fading = setTimeout(dismissNotice, SUCCESS_SHOWN_MS);
};

export const announceError = (error: unknown) => {
  clearTimeout(fading);
  notice.value = { text: messageOf(error), error: true };
};

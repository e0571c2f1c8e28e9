import { signal } from '@preact/signals-react';

/** The last action's outcome, shown in the console's status area and read out by screen readers. */
export const notice = signal<{ text: string; error: boolean } | null>(null);

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const announce = (text: string) => {
  notice.value = { text, error: false };
};

export const announceError = (error: unknown) => {
  notice.value = { text: messageOf(error), error: true };
};

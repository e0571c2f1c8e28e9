import { signal } from '@preact/signals-react';
import { TIMING } from '../../shared/constants';

export interface ToastState {
  id: number;
  message: string;
  icon?: 'success' | 'error' | 'info';
}

export interface PopupState {
  id: number;
  kind: 'alert' | 'confirm';
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  resolve(confirmed: boolean): void;
}

export const toastState = signal<ToastState | null>(null);
export const popupStack = signal<PopupState[]>([]);

let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** A short message with an optional icon, gone after 3 s unless told otherwise. */
export function toast(message: string, options: { icon?: ToastState['icon']; durationMs?: number } = {}): void {
  const id = nextId++;
  toastState.value = { id, message, icon: options.icon };
  if (toastTimer !== undefined) clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    if (toastState.value?.id === id) toastState.value = null;
  }, options.durationMs ?? TIMING.toastMs);
}

type PopupOptions = Pick<PopupState, 'title' | 'confirmLabel' | 'cancelLabel'>;

function open(kind: PopupState['kind'], message: string, options: PopupOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const close = (confirmed: boolean) => {
      popupStack.value = popupStack.value.filter((p) => p.id !== id);
      resolve(confirmed);
    };
    popupStack.value = [...popupStack.value, { id, kind, message, ...options, resolve: close }];
  });
}

/** Resolves when the single button is pressed. */
export const alert = (message: string, options: PopupOptions = {}): Promise<void> =>
  open('alert', message, options).then(() => undefined);
/** Resolves true for the confirm button, false for cancel (or Escape). */
export const confirm = (message: string, options: PopupOptions = {}): Promise<boolean> =>
  open('confirm', message, options);

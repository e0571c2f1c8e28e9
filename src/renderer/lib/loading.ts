import { signal } from '@preact/signals-react';
import { TIMING } from '../../shared/constants';

export type LoadingVariant = 'dialog' | 'page';

/** Counted: one opens per request, one closes per response; hidden 300 ms after the last ends. */
export function createLoadingCounter(hideDelayMs: number = TIMING.loadingHideDelayMs) {
  const visible = signal(false);
  const variant = signal<LoadingVariant>('dialog');
  let open = 0;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    visible,
    variant,
    get count() {
      return open;
    },
    start(kind: LoadingVariant = 'dialog') {
      open += 1;
      if (hideTimer !== undefined) clearTimeout(hideTimer);
      hideTimer = undefined;
      if (kind === 'page' || !visible.value) variant.value = kind;
      visible.value = true;
    },
    end() {
      open = Math.max(0, open - 1);
      if (open > 0) return;
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        if (open === 0) visible.value = false;
      }, hideDelayMs);
    },
  };
}

export const loading = createLoadingCounter();

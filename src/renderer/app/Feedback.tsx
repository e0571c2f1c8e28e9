import { useSignals } from '@preact/signals-react/runtime';
import { Check, Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/Dialog';
import { popupStack, toastState } from '../lib/feedback';
import { loading } from '../lib/loading';
import { Skeleton } from '../components/Skeleton';
import { usePendingButton } from './pending-button';

const ICONS = { success: Check, error: X, info: Info } as const;

export function Toast() {
  useSignals();
  const current = toastState.value;
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {current && (
        <div className="toast" key={current.id}>
          {current.icon && <ToastIcon kind={current.icon} />}
          <span>{current.message}</span>
        </div>
      )}
    </div>
  );
}

function ToastIcon({ kind }: { kind: keyof typeof ICONS }) {
  const Glyph = ICONS[kind];
  return <Glyph className={`toast-icon toast-${kind}`} />;
}

/** Alert and confirm popups, each resolved by the button pressed. */
export function Popups() {
  useSignals();
  const { t } = useTranslation();
  const top = popupStack.value.at(-1);
  if (!top) return null;
  return (
    <Dialog
      key={top.id}
      title={top.title}
      label={t(top.kind === 'confirm' ? 'dialog.confirm' : 'dialog.alert')}
      onDismiss={() => top.resolve(false)}
      actions={
        // The markup Button renders, written out: importing Button here puts it in the first
        // screen's entry chunk, 162 bytes gzipped more for the login and country screens (measured
        // with check:bundle), whose budget is spent.
        <>
          {top.kind === 'confirm' && (
            <button type="button" className="button secondary" onClick={() => top.resolve(false)}>
              {top.cancelLabel ?? t('actions.cancel')}
            </button>
          )}
          <button type="button" className="button primary" data-autofocus onClick={() => top.resolve(true)}>
            {top.confirmLabel ?? t('actions.ok')}
          </button>
        </>
      }
    >
      <p className="popup-message">{top.message}</p>
    </Dialog>
  );
}

/**
 * The counted loading indicator. For an action (`dialog`): a clear layer that keeps a second tap
 * from starting it twice, the pressed button in its pending state, and a thin bar along the top
 * once it takes a moment; never a spinner over the screen. For a page (`page`): a cover in the
 * shape of a page to come.
 */
export function LoadingOverlay() {
  useSignals();
  const { t } = useTranslation();
  const visible = loading.visible.value;
  const variant = loading.variant.value;
  usePendingButton(visible && variant === 'dialog');
  if (!visible) return null;
  return (
    <div
      className={`loading-overlay loading-${variant}`}
      role="progressbar"
      aria-label={t('states.loading')}
      aria-busy="true"
    >
      {variant === 'page' ? <Skeleton shape="page" /> : <span className="loading-bar" aria-hidden="true" />}
    </div>
  );
}

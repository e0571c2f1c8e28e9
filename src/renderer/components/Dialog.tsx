import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { screenStart, seen } from '../lib/screen-start';
import { holdModal, isTopModal } from './modal-stack';

interface DialogProps {
  title?: string;
  /**
   * The dialog's name when it shows no title (an alert): every dialog is announced by a name, and
   * an untitled one's text is read as its description.
   */
  label?: string;
  children: ReactNode;
  actions: ReactNode;
  onDismiss?: () => void;
  /** 'sheet' rises from the bottom on phones; 'center' is a centred card. */
  layout?: 'center' | 'sheet';
  /**
   * Focus the dialog itself when it opens, so its name is read and reading starts at its top: for
   * content that loads after it opens, whose only control at first is an action at the bottom
   * (pushed out of sight once the content arrives).
   */
  focusSelf?: boolean;
}

const FOCUSABLE = 'button, input, select, textarea, a[href]';
/** The element marked data-autofocus, else the first that takes focus, else the dialog itself. */
const focusTarget = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;

/**
 * A modal popup, drawn over the page at the end of <body>: focus moves into it, Escape dismisses
 * it (wherever focus was), focus returns where it was, or to the screen's visible start. When its content changes under the focus (a
 * result replacing the button pressed), focus stays inside. Its title and actions stay in view and
 * its body scrolls between them; the backdrop follows the visual viewport, so a sheet's actions
 * stand above the on-screen keyboard.
 */
export function Dialog({
  title,
  label,
  children,
  actions,
  onDismiss,
  layout = 'center',
  focusSelf = false,
}: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    const backdrop = dialog?.parentElement;
    if (!dialog || !backdrop) return;
    const release = holdModal(backdrop);
    (focusSelf ? dialog : focusTarget(dialog)).focus();
    const keepFocus = new MutationObserver(() => {
      // Only focus that fell to <body> (its element removed); a popup opened above keeps its own.
      if (document.activeElement && document.activeElement !== document.body) return;
      focusTarget(dialog).focus();
    });
    keepFocus.observe(dialog, { childList: true, subtree: true });
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !isTopModal(backdrop) || !dismiss.current) return;
      e.preventDefault();
      dismiss.current();
    };
    document.addEventListener('keydown', escape);
    // The keyboard shrinks the visual viewport, not the layout one, in mobile Safari.
    const viewport = window.visualViewport;
    const fit = () => viewport && backdrop.style.setProperty('--viewport-height', `${viewport.height}px`);
    fit();
    viewport?.addEventListener('resize', fit);
    return () => {
      keepFocus.disconnect();
      document.removeEventListener('keydown', escape);
      viewport?.removeEventListener('resize', fit);
      release();
      // Back where it was, unless that is gone or only heard (a deep link's sheet opened over <body>).
      const back = previous && previous !== document.body && previous.isConnected && seen(previous);
      (back ? previous : screenStart())?.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- where focus starts is decided once, when the dialog opens
  }, []);
  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onDismiss?.()}>
      <div
        ref={ref}
        className={`dialog dialog-${layout}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        aria-describedby={title ? undefined : bodyId}
        tabIndex={-1}
        onKeyDown={(e) => e.key === 'Tab' && trapFocus(e, ref.current)}
      >
        {title && (
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
        )}
        <div className="dialog-body" id={bodyId}>
          {children}
        </div>
        <div className="dialog-actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}

function trapFocus(e: React.KeyboardEvent, root: HTMLElement | null) {
  const items = root
    ? [
        ...root.querySelectorAll<HTMLElement>(
          'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((el) => !el.hasAttribute('disabled'))
    : [];
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  // From the dialog itself (focused when it opens with focusSelf), Shift+Tab goes round to the end too.
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (e.shiftKey && at <= 0) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && at === items.length - 1) {
    e.preventDefault();
    first.focus();
  }
}

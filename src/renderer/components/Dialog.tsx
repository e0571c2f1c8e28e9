import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  title?: string;
  children: ReactNode;
  actions: ReactNode;
  onDismiss?: () => void;
  /** 'sheet' rises from the bottom on phones; 'center' is a centred card. */
  layout?: 'center' | 'sheet';
}

/** A modal popup: focus moves into it, Escape dismisses it, focus returns where it was. */
export function Dialog({ title, children, actions, onDismiss, layout = 'center' }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const focusable = ref.current?.querySelector<HTMLElement>(
      '[data-autofocus], button, input, select, textarea, a[href]',
    );
    focusable?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onDismiss?.()}>
      <div
        ref={ref}
        className={`dialog dialog-${layout}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && onDismiss) {
            e.stopPropagation();
            onDismiss();
          }
          if (e.key === 'Tab') trapFocus(e, ref.current);
        }}
      >
        {title && (
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
        )}
        <div className="dialog-body">{children}</div>
        <div className="dialog-actions">{actions}</div>
      </div>
    </div>
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
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from './control';
import { dismissNotice, messageOf, notice } from './notice';

/**
 * The last action's outcome, in the status bar (it takes its own room there, covering nothing),
 * read out by screen readers; a success fades, a refusal stays until closed.
 */
export function Notice() {
  useSignals();
  const { t } = useTranslation();
  const current = notice.value;
  return (
    <div className="notice-area" aria-live="polite" role="status">
      {current && (
        <p className={current.error ? 'notice error' : 'notice'}>
          <span>{current.text}</span>
          {current.error && (
            <button type="button" className="close" onClick={dismissNotice}>
              {t('close')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}

/** A list's loading, error (with retry) and empty faces; the list itself when there is something. */
export function ListView<T>({
  resource,
  empty,
  children,
}: {
  resource: Resource<T[]>;
  empty: string;
  children(items: T[]): ReactNode;
}) {
  const { t } = useTranslation();
  if (resource.error !== undefined) {
    return (
      <div className="state error" role="alert">
        <p>{messageOf(resource.error)}</p>
        <button type="button" onClick={resource.reload}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!resource.data)
    return (
      <p className="state" role="status">
        {t('loading')}
      </p>
    );
  if (resource.data.length === 0) return <p className="state">{empty}</p>;
  return <>{children(resource.data)}</>;
}

/** The attributes that tie a control to the message under it (fieldMessage), when there is one. */
export const describedBy = (id: string, message: FieldMessage | undefined) =>
  message ? { 'aria-describedby': `${id}-message`, 'aria-invalid': message.error ? true : undefined } : {};

export interface FieldMessage {
  text: string;
  /** An error stops the form; otherwise a warning the tester may go past. */
  error: boolean;
}

/**
 * A label above its control, tied by id (the control's own text must not join the label's name),
 * and under it what is wrong with the value, in plain words, gone once it is fixed.
 */
export function Field({
  id,
  label,
  message,
  children,
}: {
  id: string;
  label: string;
  message?: FieldMessage;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {message && (
        <p id={`${id}-message`} className={message.error ? 'field-message error' : 'field-message'}>
          {message.text}
        </p>
      )}
    </div>
  );
}

/** A row's remove button, named after the row so a screen reader tells the rows' buttons apart. */
export function RemoveButton({ what, onRemove }: { what: string; onRemove(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" aria-label={`${t('remove')}: ${what}`} onClick={onRemove}>
      {t('remove')}
    </button>
  );
}

/** One tab's content; its heading takes the focus when the tab is opened from the menu. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="panel">
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export const formatTime = (epochMs: number, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(epochMs);

/** A moment as this browser's wall time without a zone, 'YYYY-MM-DDTHH:MM' (what DateTimeField holds). */
export const toLocalInput = (epochMs: number) => {
  const d = new Date(epochMs - new Date(epochMs).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

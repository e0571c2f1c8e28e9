import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from './control';
import { messageOf, notice } from './notice';

/** The console's status area: the last action's outcome. */
export function Notice() {
  useSignals();
  const current = notice.value;
  return (
    <div className="notice-area" aria-live="polite" role="status">
      {current && <p className={current.error ? 'notice error' : 'notice'}>{current.text}</p>}
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

/** A label above its control, tied by id (the control's own text must not join the label's name). */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
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

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="panel">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export const formatTime = (epochMs: number, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(epochMs);

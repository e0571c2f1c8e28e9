import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/errors';

interface ListStateProps<T> {
  loading: boolean;
  error: unknown;
  items: T[] | undefined;
  /** What an empty list shows; without it the children draw the empty list themselves. */
  empty?: string;
  onRetry(): void;
  children(items: T[]): ReactNode;
}

/** Every list's three other faces: loading, empty and error with a retry. */
export function ListState<T>({ loading, error, items, empty, onRetry, children }: ListStateProps<T>) {
  const { t } = useTranslation();
  if (error !== undefined && error !== null) {
    return (
      <div className="state state-error" role="alert">
        <p>{errorMessage(error)}</p>
        <button type="button" className="button secondary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  if (items === undefined) {
    return loading ? (
      <div className="state state-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        {t('states.loading')}
      </div>
    ) : null;
  }
  if (items.length === 0 && empty !== undefined) return <p className="state state-empty">{empty}</p>;
  return <>{children(items)}</>;
}

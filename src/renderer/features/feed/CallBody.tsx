import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import type { CallState } from '../../lib/use-call';

/** A single thing being loaded: its error with a retry, a spinner, or the thing itself. */
export function CallBody<T>({ call, children }: { call: CallState<T>; children(data: T): ReactNode }) {
  const { t } = useTranslation();
  if (call.data !== undefined) return <>{children(call.data)}</>;
  if (call.error !== undefined) {
    return (
      <div className="state state-error" role="alert">
        <p>{errorMessage(call.error)}</p>
        <button type="button" className="button secondary" onClick={call.reload}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="state state-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('states.loading')}
    </div>
  );
}

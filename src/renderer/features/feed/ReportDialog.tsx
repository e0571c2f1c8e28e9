import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/constants';
import { Dialog } from '../../components/Dialog';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/feedback';

/** Reporting a post or a comment: a reason of at most 1000 characters. */
export function ReportDialog({ send, onClose }: { send(reason: string): Promise<unknown>; onClose(): void }) {
  const { t } = useTranslation('feed');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const ids = { form: useId(), reason: useId() };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await send(reason);
      toast(t('report.done'), { icon: 'success' });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Dialog
      title={t('report.title')}
      onDismiss={onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" form={ids.form} className="button primary">
            {t('report.submit')}
          </button>
        </>
      }
    >
      <form id={ids.form} className="form" onSubmit={submit} noValidate>
        <label className="field" htmlFor={ids.reason}>
          {t('report.reason')}
          <textarea
            id={ids.reason}
            value={reason}
            maxLength={LIMITS.report}
            rows={4}
            onChange={(e) => setReason(e.target.value)}
          />
          <span className="field-hint">
            {reason.length} / {LIMITS.report}
          </span>
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

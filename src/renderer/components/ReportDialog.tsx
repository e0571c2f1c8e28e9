import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LIMITS } from '../../shared/constants';
import type { Endpoint } from '../../shared/endpoint';
import { useAction, useLanguage } from '../lib/data';
import { toast } from '../lib/feedback';
import { Dialog } from './Dialog';
import { langOf } from '../lib/format';

/** A call that takes what is reported (`body`) plus the reason. */
export type ReportCall<B> = Endpoint<z.ZodType<unknown, B & { reason: string }>>;

interface ReportDialogProps<B> {
  title: string;
  call: ReportCall<B>;
  /** Names what is reported, e.g. `{ feedId }` or `{ commentId }`. */
  body: B;
  /** The reported text, shown so the reader knows what they report. */
  quote?: string;
  onClose(): void;
}

/** Reporting a post or a comment: a reason of at most LIMITS.report characters. */
export function ReportDialog<B>({ title, call, body, quote, onClose }: ReportDialogProps<B>) {
  const language = useLanguage();
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const ids = { form: useId(), reason: useId() };
  const report = useAction(call, {
    onSuccess: () => {
      toast(t('report.done'), { icon: 'success' });
      onClose();
    },
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void report.run({ ...body, reason });
  };
  return (
    <Dialog
      title={title}
      onDismiss={onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            form={ids.form}
            className="button primary"
            disabled={reason.trim() === '' || report.pending}
          >
            {t('report.submit')}
          </button>
        </>
      }
    >
      <form id={ids.form} className="form" onSubmit={submit} noValidate>
        {quote !== undefined && (
          <p className="muted prewrap" lang={langOf(quote, language)} data-user-content>
            {quote}
          </p>
        )}
        <label className="field" htmlFor={ids.reason}>
          {t('report.reason')}
          <textarea
            id={ids.reason}
            value={reason}
            maxLength={LIMITS.report}
            rows={4}
            data-autofocus
            onChange={(e) => setReason(e.target.value)}
          />
          <span className="field-hint">
            {reason.length} / {LIMITS.report}
          </span>
        </label>
      </form>
    </Dialog>
  );
}

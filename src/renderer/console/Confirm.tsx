import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Question {
  /** What is about to happen, as the dialog's title. */
  title: string;
  /** What it will do that cannot be undone, or whom it touches. */
  detail: string;
  /** The confirming button's words ("Hide", "Suspend"). */
  action: string;
  /** Ask for the reason the action is recorded with (the audit log, the member's notice). */
  reason?: { initial?: string };
  answer(reason: string | null): void;
}

const asked = signal<Question | null>(null);

/**
 * Asks before a destructive or moderation action: resolves with the reason given (empty when none
 * is asked), or null when the tester cancels.
 */
export const confirmAction = (question: Omit<Question, 'answer'>): Promise<string | null> =>
  new Promise((answer) => {
    asked.value = { ...question, answer };
  });

/** The one confirmation dialog of the console, opened by confirmAction. */
export function ConfirmHost() {
  useSignals();
  const question = asked.value;
  return question ? <ConfirmDialog key={question.title + question.detail} question={question} /> : null;
}

function ConfirmDialog({ question }: { question: Question }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState(question.reason?.initial ?? '');
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const close = (answer: string | null) => {
    asked.value = null;
    question.answer(answer);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close(reason.trim());
  };
  return (
    <dialog
      ref={dialog}
      className="confirm"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-detail"
      onCancel={(e) => {
        e.preventDefault();
        close(null);
      }}
    >
      <form onSubmit={submit}>
        <h2 id="confirm-title">{question.title}</h2>
        <p id="confirm-detail">{question.detail}</p>
        {question.reason && (
          <label className="block-label">
            {t('confirm.reason')}
            <textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} required />
          </label>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={() => close(null)}>
            {t('confirm.cancel')}
          </button>
          <button type="submit" className="danger">
            {question.action}
          </button>
        </div>
      </form>
    </dialog>
  );
}

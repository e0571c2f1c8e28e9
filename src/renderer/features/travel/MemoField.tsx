import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/constants';
import { TextAreaField } from '../../components/Field';

type Status = 'idle' | 'saving' | 'saved' | 'queued' | 'error';
const SAVE_DELAY_MS = 600;

/**
 * A memo saved as you type: a pause in typing saves, leaving the screen or the page saves what is
 * pending, and saves run one after another so an older text never lands after a newer one.
 */
export function MemoField({
  label,
  initial,
  onSave,
}: {
  label: string;
  initial: string;
  /** Resolves 'queued' when the text waits for the network (it is sent once the connection returns). */
  onSave(memo: string): Promise<unknown>;
}) {
  const { t } = useTranslation('travel');
  const id = useId();
  const [value, setValue] = useState(initial);
  const [status, setStatus] = useState<Status>('idle');
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const save = useRef(onSave);
  save.current = onSave;

  const flush = useRef(() => {
    clearTimeout(timer.current);
    const memo = pending.current;
    if (memo === null) return;
    pending.current = null;
    setStatus('saving');
    queue.current = queue.current
      .then(() => save.current(memo))
      .then(
        (result) => setStatus(pending.current !== null ? 'saving' : result === 'queued' ? 'queued' : 'saved'),
        () => setStatus('error'),
      );
  }).current;

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return (
    <TextAreaField
      id={id}
      label={label}
      className="memo-field"
      // Read with the memo: whether it is saved, and how long it may grow.
      hint={
        <>
          <span className={`memo-${status}`} role="status" aria-live="polite">
            {status === 'idle' ? '' : t(`memo.${status}`)}
          </span>
          <span>{t('memo.count', { count: value.length, max: LIMITS.memo })}</span>
        </>
      }
      value={value}
      maxLength={LIMITS.memo}
      placeholder={t('memo.placeholder')}
      onChange={(memo) => {
        setValue(memo);
        pending.current = memo;
        setStatus('saving');
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, SAVE_DELAY_MS);
      }}
      onBlur={flush}
    />
  );
}

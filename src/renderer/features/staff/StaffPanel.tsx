import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import type { KioskPlatform } from '../../lib/platform';
import './staff.css';

type Unlocked = Extract<StaffUnlockAnswer, { result: 'unlocked' }>;

/** Staff only, behind the corner gesture and the PIN main checks: leave, reset, read the log. */
export interface StaffPanelProps {
  kiosk: KioskPlatform;
  /** The idle reset, now: the visitor forgotten, the first screen. */
  resetNow(): Promise<void>;
  onClose(): void;
}

export function StaffPanel({ kiosk, resetNow, onClose }: StaffPanelProps) {
  const { t } = useTranslation('staff');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [unlocked, setUnlocked] = useState<Unlocked>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void kiosk.staffUnlock(pin).then((answer) => {
      setPin('');
      if (answer.result === 'unlocked') setUnlocked(answer);
      else setError(t(answer.result));
    });
  };

  if (!unlocked)
    return (
      <Dialog
        title={t('title')}
        onDismiss={onClose}
        actions={
          <>
            <Button onClick={onClose}>{t('close')}</Button>
            <Button variant="primary" type="submit" form="staff-pin-form" disabled={pin.length < 4}>
              {t('unlock')}
            </Button>
          </>
        }
      >
        <form id="staff-pin-form" onSubmit={submit}>
          <Field
            id="staff-pin"
            label={t('pinLabel')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={pin}
            onChange={(value) => setPin(value.replace(/\D/g, ''))}
            error={error}
            announce="alert"
            data-autofocus
          />
        </form>
      </Dialog>
    );

  return (
    <Dialog
      title={t('title')}
      onDismiss={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button onClick={() => void resetNow().finally(onClose)}>{t('resetNow')}</Button>
          <Button variant="danger" onClick={() => void kiosk.staffExit()}>
            {t('exit')}
          </Button>
        </>
      }
    >
      <p>{t('version', { version: unlocked.version })}</p>
      <h3 className="staff-log-title">{t('log')}</h3>
      <pre className="staff-log" tabIndex={0}>
        {unlocked.logTail.length ? unlocked.logTail.join('\n') : t('logEmpty')}
      </pre>
    </Dialog>
  );
}

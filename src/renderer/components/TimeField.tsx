import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { PickField } from './Field';
import './time-field.css';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const MINUTES = Array.from({ length: 12 }, (_, i) => i * 5);
const two = (n: number) => String(n).padStart(2, '0');

interface TimeFieldProps {
  id: string;
  label: string;
  /** HH:MM (24 hours, as the app writes every time), or null when none is set. */
  value: string | null;
  /** The popup's title, where the label alone does not say what the time is for; the label by default. */
  title?: string;
  className?: string;
  onChange(time: string | null): void;
}

/**
 * A time asked in the app's own 24-hour "14:05", with an hour and a minute to tap, never the
 * browser's time input ("02:05 PM" on an English device).
 */
export function TimeField({ id, label, value, title = label, className, onChange }: TimeFieldProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [hour, setHour] = useState<number | null>(null);
  const [minute, setMinute] = useState(0);
  const start = () => {
    const [h, m] = value ? value.split(':').map(Number) : [];
    setHour(h ?? null);
    setMinute(m === undefined ? 0 : m - (m % 5));
    setOpen(true);
  };
  const choose = (time: string | null) => {
    setOpen(false);
    if (time !== value) onChange(time);
  };
  return (
    <>
      <PickField id={id} label={label} className={className} chosen={value ?? t('calendar.none')} onPick={start} />
      {open && (
        <Dialog
          title={title}
          onDismiss={() => setOpen(false)}
          actions={
            <>
              <Button onClick={() => choose(null)}>{t('calendar.clear')}</Button>
              <Button
                variant="primary"
                disabled={hour === null}
                onClick={() => hour !== null && choose(`${two(hour)}:${two(minute)}`)}
              >
                {hour === null ? t('calendar.choose') : `${t('calendar.choose')} ${two(hour)}:${two(minute)}`}
              </Button>
            </>
          }
        >
          <p id={`${ids}-hour`} className="time-part">
            {t('calendar.hour')}
          </p>
          <div className="time-grid" role="group" aria-labelledby={`${ids}-hour`}>
            {HOURS.map((h) => (
              <Button
                key={h}
                variant="tag"
                aria-pressed={h === hour}
                data-autofocus={h === (hour ?? 12) || undefined}
                onClick={() => setHour(h)}
              >
                {two(h)}
              </Button>
            ))}
          </div>
          <p id={`${ids}-minute`} className="time-part">
            {t('calendar.minute')}
          </p>
          <div className="time-grid" role="group" aria-labelledby={`${ids}-minute`}>
            {MINUTES.map((m) => (
              <Button key={m} variant="tag" aria-pressed={m === minute} onClick={() => setMinute(m)}>
                :{two(m)}
              </Button>
            ))}
          </div>
        </Dialog>
      )}
    </>
  );
}

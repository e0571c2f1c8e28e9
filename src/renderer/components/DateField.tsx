import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/data';
import { seoulToday, shortDate } from '../lib/dates';
import { Button } from './Button';
import { Calendar } from './Calendar';
import { Dialog } from './Dialog';
import { PickField } from './Field';

interface DateFieldProps {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' before one is chosen. */
  value: string;
  /** The first day that may be chosen; without it, any day, the calendar opening on today's month. */
  min?: string;
  /** The popup's title, where the label alone does not say what the date is for; the label by default. */
  title?: string;
  error?: string;
  onChange(date: string): void;
}

/**
 * A date asked in the app's own words ("12. 4. (금)", "12/4 (金)") and calendar, never the browser's
 * date input, whose format follows the device rather than the reader's language.
 */
export function DateField({ id, label, value, min, title = label, error, onChange }: DateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [month, setMonth] = useState<string | null>(null);
  const close = () => setMonth(null);
  return (
    <>
      <PickField
        id={id}
        label={label}
        error={error}
        chosen={value ? shortDate(value, language) : t('calendar.choose')}
        onPick={() => setMonth((value || min || seoulToday()).slice(0, 7))}
      />
      {month !== null && (
        <Dialog title={title} onDismiss={close} actions={<Button onClick={close}>{t('actions.cancel')}</Button>}>
          <Calendar
            label={title}
            month={month}
            onMonth={setMonth}
            today={min}
            range={value ? { start: value, end: value } : null}
            holidays={[]}
            onPick={(date) => {
              onChange(date);
              close();
            }}
          />
        </Dialog>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { DateField } from '../components/DateField';
import { TimeField } from '../components/TimeField';
import { toLocalInput } from './ui';
import './date-time-field.css';

interface DateTimeFieldProps {
  id: string;
  label: string;
  /** This browser's wall time, 'YYYY-MM-DDTHH:MM' (toLocalInput writes it, isoOf reads it), or '' for none. */
  value: string;
  onChange(local: string): void;
}

/**
 * A moment asked with the app's own fields, never the browser's datetime-local (its format follows
 * the device, not the console's language): the day in the app's calendar ("11. 27. (금)"), the time
 * on 24 hours ("14:05"), both under one name. A day chosen first is at 00:00, a time chosen first
 * is today's; clearing the time clears the moment.
 */
export function DateTimeField({ id, label, value, onChange }: DateTimeFieldProps) {
  const { t } = useTranslation();
  const [date = '', time = null] = value ? value.split('T') : [];
  return (
    <fieldset className="date-time">
      <legend>{label}</legend>
      <div className="date-time-parts">
        <DateField
          id={`${id}-date`}
          label={t('dateTime.date')}
          title={label}
          value={date}
          onChange={(day) => onChange(`${day}T${time ?? '00:00'}`)}
        />
        <TimeField
          id={`${id}-time`}
          label={t('dateTime.time')}
          title={label}
          value={time}
          onChange={(at) => onChange(at === null ? '' : `${date || toLocalInput(Date.now()).slice(0, 10)}T${at}`)}
        />
      </div>
    </fieldset>
  );
}

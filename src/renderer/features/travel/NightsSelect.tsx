import { useTranslation } from 'react-i18next';
import { lengthLabel } from './labels';

/** The trip's length as nights/days, from a day trip up to the server's limit. */
export function NightsSelect({
  id,
  value,
  max,
  onChange,
}: {
  id: string;
  value: number;
  max: number;
  onChange(nights: number): void;
}) {
  const { t } = useTranslation('travel');
  return (
    <div className="field">
      <label htmlFor={id}>{t('date.nights')}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {Array.from({ length: max + 1 }, (_, nights) => (
          <option key={nights} value={nights}>
            {lengthLabel(t, nights)}
          </option>
        ))}
      </select>
    </div>
  );
}

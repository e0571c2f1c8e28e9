import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/Field';
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
    <SelectField id={id} label={t('date.nights')} value={value} onChange={(nights) => onChange(Number(nights))}>
      {Array.from({ length: max + 1 }, (_, nights) => (
        <option key={nights} value={nights}>
          {lengthLabel(t, nights)}
        </option>
      ))}
    </SelectField>
  );
}

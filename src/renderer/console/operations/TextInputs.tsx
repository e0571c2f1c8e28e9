import { useTranslation } from 'react-i18next';

/** Labelled text fields and areas of a form, named by their keys (titleKo, bodyJa, ...). */
export function TextInputs<K extends string>({
  prefix,
  values,
  onChange,
  fields,
  areas = [],
}: {
  prefix: string;
  values: Record<K, unknown>;
  onChange(key: K, value: string): void;
  fields: K[];
  areas?: K[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((key) => (
        <label key={key}>
          {t(`ops.fields.${key}`)}
          <input
            name={`${prefix}-${key}`}
            value={String(values[key] ?? '')}
            onChange={(e) => onChange(key, e.target.value)}
            required
          />
        </label>
      ))}
      {areas.map((key) => (
        <label key={key}>
          {t(`ops.fields.${key}`)}
          <textarea
            name={`${prefix}-${key}`}
            value={String(values[key] ?? '')}
            onChange={(e) => onChange(key, e.target.value)}
            rows={3}
            required
          />
        </label>
      ))}
    </>
  );
}

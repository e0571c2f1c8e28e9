import { useTranslation } from 'react-i18next';
import { useConsoleAction } from '../action';

/** A table's column headings. */
export function TableHead({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Deletes one row of an admin list (a notice, a banner), named for screen readers. */
export function RemoveButton({ remove, name }: { remove: () => Promise<unknown>; name: string }) {
  const { t } = useTranslation();
  const act = useConsoleAction();
  return (
    <button
      type="button"
      className="danger"
      aria-label={`${t('remove')}: ${name}`}
      onClick={() => void act(remove, t('ops.deleted'))}
    >
      {t('remove')}
    </button>
  );
}

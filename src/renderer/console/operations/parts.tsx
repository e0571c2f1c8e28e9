import { useTranslation } from 'react-i18next';
import { useConsoleAction } from '../action';
import { admin } from './admin';

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
export function RemoveButton({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation();
  const act = useConsoleAction();
  return (
    <button
      type="button"
      className="danger"
      aria-label={`${t('remove')}: ${name}`}
      onClick={() => void act(() => admin(path, undefined, 'DELETE'), t('ops.deleted'))}
    >
      {t('remove')}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { useConsoleAction } from '../action';
import { confirmAction } from '../Confirm';

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

/** Deletes one row of an admin list (a notice, a banner), asked first, named for screen readers. */
export function RemoveButton({ remove, name }: { remove: () => Promise<unknown>; name: string }) {
  const { t } = useTranslation();
  const act = useConsoleAction();
  const confirmed = async () => {
    const go = await confirmAction({
      title: `${t('remove')}: ${name}`,
      detail: t('ops.deleteDetail'),
      action: t('remove'),
    });
    if (go !== null) await act(remove, t('ops.deleted'));
  };
  return (
    <button type="button" className="danger" aria-label={`${t('remove')}: ${name}`} onClick={() => void confirmed()}>
      {t('remove')}
    </button>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ListState } from '../../components/AsyncState';
import { api } from '../../lib/api-client';
import { useCall } from '../../lib/data';

interface ThemeChoice {
  id: number;
  name: string;
}

/** The theme-select popup: a post's theme is chosen before anything else is written. */
export function ThemeSelectPopup({
  current,
  onChoose,
  onCancel,
}: {
  current: number | null;
  onChoose(theme: ThemeChoice): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('feed');
  const themes = useCall(api.reference.themeList, {}, { silent: true });
  const [chosen, setChosen] = useState<number | null>(current);
  const theme = themes.data?.find((th) => th.id === chosen);
  return (
    <Dialog
      title={t('theme.title')}
      onDismiss={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
          <Button
            variant="primary"
            disabled={!theme}
            onClick={() => theme && onChoose({ id: theme.id, name: theme.name })}
          >
            {t('common:actions.ok')}
          </Button>
        </>
      }
    >
      <p className="muted">{t('theme.lead')}</p>
      <ListState
        loading={themes.loading}
        error={themes.error}
        items={themes.data}
        empty={t('theme.empty')}
        onRetry={themes.reload}
      >
        {(items) => (
          // The markup ChoiceTiles renders, written out: the post editor is preloaded by the feed,
          // whose list of the editor's chunks would name ChoiceTiles's too (27 bytes gzipped more
          // on the first screen, whose budget is spent).
          <fieldset className="choice-group">
            <legend className="visually-hidden">{t('theme.title')}</legend>
            {items.map((th) => (
              <label key={th.id} className={chosen === th.id ? 'choice selected' : 'choice'}>
                <input
                  type="radio"
                  name="feed-theme"
                  value={th.id}
                  checked={chosen === th.id}
                  onChange={() => setChosen(th.id)}
                />
                <span>{th.name}</span>
              </label>
            ))}
          </fieldset>
        )}
      </ListState>
    </Dialog>
  );
}

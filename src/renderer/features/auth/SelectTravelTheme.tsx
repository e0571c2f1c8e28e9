import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ListState } from '../../components/ListState';
import { api, client } from '../../lib/api-client';
import { useCall } from '../../lib/use-call';
import { readDraft, updateDraft } from './draft';
import { Choices, TutorialStep } from './parts';

/** Tutorial 1/4: travel themes of interest (several). */
export default function SelectTravelTheme() {
  const { t, i18n } = useTranslation('auth');
  const [, navigate] = useLocation();
  const themes = useCall(() => client.call(api.reference.themeList, {}), [i18n.language]);
  const [selected, setSelected] = useState<number[]>(readDraft().themeIds ?? []);
  return (
    <TutorialStep index={1} titleKey="selectTravelTheme" heading={t('tutorial.theme.heading')} lead={t('tutorial.theme.lead')} answered={selected.length > 0} onNext={() => navigate('/selectRegion')}>
      <ListState loading={themes.loading} error={themes.error} items={themes.data} empty={t('common:states.empty')} onRetry={themes.reload}>
        {(items) => (
          <Choices
            legend={t('tutorial.theme.heading')}
            name="theme"
            multiple
            options={items.map((theme) => ({ value: theme.id, label: theme.name }))}
            selected={selected}
            onChange={(ids) => { setSelected(ids); updateDraft({ themeIds: ids }); }}
          />
        )}
      </ListState>
    </TutorialStep>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ListState } from '../../components/ListState';
import { api, client } from '../../lib/api-client';
import { useCall } from '../../lib/use-call';
import { readDraft, updateDraft } from './draft';
import { Choices, TutorialStep } from './parts';

/** Tutorial 2/4: the regions of Korea the visitor wants to travel (several of the 8). */
export default function SelectRegion() {
  const { t, i18n } = useTranslation('auth');
  const [, navigate] = useLocation();
  const regions = useCall(() => client.call(api.reference.regionList, {}), [i18n.language]);
  const [selected, setSelected] = useState<number[]>(readDraft().regionIds ?? []);
  return (
    <TutorialStep index={2} titleKey="selectRegion" heading={t('tutorial.region.heading')} lead={t('tutorial.region.lead')} answered={selected.length > 0} onNext={() => navigate('/selectAgeGroup')}>
      <ListState loading={regions.loading} error={regions.error} items={regions.data} empty={t('common:states.empty')} onRetry={regions.reload}>
        {(items) => (
          <Choices
            legend={t('tutorial.region.heading')}
            name="region"
            multiple
            options={items.map((region) => ({ value: region.id, label: region.name }))}
            selected={selected}
            onChange={(ids) => { setSelected(ids); updateDraft({ regionIds: ids }); }}
          />
        )}
      </ListState>
    </TutorialStep>
  );
}

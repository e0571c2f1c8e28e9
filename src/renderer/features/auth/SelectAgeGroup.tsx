import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AGE_GROUPS } from '../../../shared/constants';
import { readDraft, updateDraft, type AgeGroup } from './draft';
import { Choices, TutorialStep } from './parts';

/** Tutorial 3/4: age group (one). */
export default function SelectAgeGroup() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<AgeGroup | undefined>(readDraft().ageGroup);
  return (
    <TutorialStep index={3} titleKey="selectAgeGroup" heading={t('tutorial.age.heading')} lead={t('tutorial.age.lead')} answered={selected !== undefined} onNext={() => navigate('/selectGender')}>
      <Choices
        legend={t('tutorial.age.heading')}
        name="ageGroup"
        multiple={false}
        options={AGE_GROUPS.map((value) => ({ value, label: t(`tutorial.age.options.${value}`) }))}
        selected={selected ? [selected] : []}
        onChange={([value]) => { setSelected(value); updateDraft({ ageGroup: value }); }}
      />
    </TutorialStep>
  );
}

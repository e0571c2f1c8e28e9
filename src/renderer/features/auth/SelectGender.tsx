import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { GENDERS } from '../../../shared/constants';
import { nextStepPath, readDraft, updateDraft, type Gender } from './draft';
import { Choices, TutorialStep } from './parts';

/** Tutorial 4/4: gender (one); then on to sign-in, or to the sign-up steps a social account lacks. */
export default function SelectGender() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<Gender | undefined>(readDraft().gender);
  return (
    <TutorialStep index={4} titleKey="selectGender" heading={t('tutorial.gender.heading')} lead={t('tutorial.gender.lead')} answered={selected !== undefined} onNext={() => navigate(nextStepPath())}>
      <Choices
        legend={t('tutorial.gender.heading')}
        name="gender"
        multiple={false}
        options={GENDERS.map((value) => ({ value, label: t(`tutorial.gender.options.${value}`) }))}
        selected={selected ? [selected] : []}
        onChange={([value]) => { setSelected(value); updateDraft({ gender: value }); }}
      />
    </TutorialStep>
  );
}

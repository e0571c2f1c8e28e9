import { AGE_GROUPS } from '../../../shared/constants';
import { OptionStep } from './TutorialSteps';

/** Tutorial 3/4: age group (one). */
export default function SelectAgeGroup() {
  return (
    <OptionStep
      field="ageGroup"
      kind="age"
      values={AGE_GROUPS}
      index={3}
      titleKey="selectAgeGroup"
      next={() => '/selectGender'}
    />
  );
}

import { GENDERS } from '../../../shared/constants';
import { nextStepPath } from './draft';
import { OptionStep } from './TutorialSteps';

/** Tutorial 4/4: gender (one); then on to sign-in, or to the sign-up steps a social account lacks. */
export default function SelectGender() {
  return (
    <OptionStep
      field="gender"
      kind="gender"
      values={GENDERS}
      index={4}
      titleKey="selectGender"
      next={() => nextStepPath()}
    />
  );
}

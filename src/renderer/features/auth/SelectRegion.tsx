import { ReferenceStep } from './TutorialSteps';

/** Tutorial 2/4: the regions of Korea the visitor wants to travel (several of the 8). */
export default function SelectRegion() {
  return <ReferenceStep kind="region" index={2} titleKey="selectRegion" next="/selectAgeGroup" />;
}

import { ReferenceStep } from './TutorialSteps';

/** Tutorial 1/4: travel themes of interest (several). */
export default function SelectTravelTheme() {
  return <ReferenceStep kind="theme" index={1} titleKey="selectTravelTheme" next="/selectRegion" />;
}

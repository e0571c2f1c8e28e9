import { ChoiceTiles } from '../../components/ChoiceTiles';

interface RegionChoicesProps {
  regions: Array<{ id: number; name: string }>;
  selected: number[];
  onChange(regionIds: number[]): void;
  legend: string;
}

/** The eight regions as toggles; several may be chosen. */
export function RegionChoices({ regions, selected, onChange, legend }: RegionChoicesProps) {
  return (
    <ChoiceTiles
      legend={legend}
      name="region"
      className="region-choices"
      multiple
      options={regions.map((r) => ({ value: r.id, label: r.name }))}
      selected={selected}
      onChange={onChange}
    />
  );
}

interface RegionChoicesProps {
  regions: Array<{ id: number; name: string }>;
  selected: number[];
  onChange(regionIds: number[]): void;
  legend: string;
}

/** The eight regions as toggles; several may be chosen. */
export function RegionChoices({ regions, selected, onChange, legend }: RegionChoicesProps) {
  return (
    <fieldset className="choice-group region-choices">
      <legend>{legend}</legend>
      {regions.map((region) => {
        const checked = selected.includes(region.id);
        return (
          <label key={region.id} className={checked ? 'choice selected' : 'choice'}>
            <input
              type="checkbox"
              checked={checked}
              onChange={() => onChange(checked ? selected.filter((id) => id !== region.id) : [...selected, region.id])}
            />
            <span>{region.name}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

interface ChoiceOption<V> {
  value: V;
  label: string;
}

interface ChoiceTilesProps<V> {
  legend: string;
  /** The legend is read out but not shown (the screen's heading already asks the question). */
  hideLegend?: boolean;
  name: string;
  options: Array<ChoiceOption<V>>;
  selected: V[];
  /** Checkboxes (several answers) or radios (one). */
  multiple: boolean;
  onChange(values: V[]): void;
  /** `compact` for small tiles, `pair` for two side by side, or a screen's own layout. */
  className?: string;
}

/** Checkboxes or radios drawn as the app's choice tiles: the one way every screen offers a choice. */
export function ChoiceTiles<V extends string | number>({
  legend,
  hideLegend = false,
  name,
  options,
  selected,
  multiple,
  onChange,
  className,
}: ChoiceTilesProps<V>) {
  return (
    <fieldset className={className ? `choice-group ${className}` : 'choice-group'}>
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      {options.map((o) => {
        const checked = selected.includes(o.value);
        return (
          <label key={String(o.value)} className={checked ? 'choice selected' : 'choice'}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={String(o.value)}
              checked={checked}
              onChange={() =>
                onChange(
                  multiple ? (checked ? selected.filter((v) => v !== o.value) : [...selected, o.value]) : [o.value],
                )
              }
            />
            <span>{o.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

import type { FormEvent } from 'react';
import { Button } from './Button';
import { Field } from './Field';

/**
 * A search box and its button (the map's places, the posts' search): the label is heard, the
 * placeholder shows what to type, Enter searches.
 */
export function SearchForm({
  id,
  label,
  placeholder,
  submit,
  value,
  onChange,
  onSearch,
  arrival,
}: {
  id: string;
  label: string;
  placeholder: string;
  /** The button's word. */
  submit: string;
  value: string;
  onChange(value: string): void;
  onSearch(value: string): void;
  /** The screen's visible start, focused on arriving there when its heading is only heard (the map). */
  arrival?: boolean;
}) {
  const send = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value);
  };
  return (
    <form
      role="search"
      className="search-form"
      data-arrival={arrival || undefined}
      tabIndex={arrival ? -1 : undefined}
      onSubmit={send}
    >
      <Field
        id={id}
        label={label}
        hideLabel
        type="search"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        enterKeyHint="search"
        maxLength={100}
      />
      <Button type="submit" variant="primary">
        {submit}
      </Button>
    </form>
  );
}

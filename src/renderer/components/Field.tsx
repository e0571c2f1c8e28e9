import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/**
 * A labelled text input with its hint and error, both read with the input; it shrinks with its
 * column (never wider than the screen or its dialog).
 */
export function Field({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  ...props
}: {
  id: string;
  label: string;
  /** Read with the input; may hold a live part (a countdown). */
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange(value: string): void;
} & InputProps) {
  const hintId = useId();
  const describedBy = [hint && hintId, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

import { useId, type ComponentProps, type InputHTMLAttributes, type ReactNode } from 'react';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/**
 * A labelled text input with its hint and error, both read with the input; it shrinks with its
 * column (never wider than the screen or its dialog). `readOnly` without `onChange` shows a value
 * that cannot be changed here, still labelled and selectable.
 */
export function Field({
  id,
  label,
  hideLabel,
  hint,
  error,
  announce,
  value,
  onChange,
  ...props
}: {
  id: string;
  label: string;
  /** Heard, not shown, where what the input is for is plain without it (a search box beside its button). */
  hideLabel?: boolean;
  /** Read with the input; may hold a live part (a countdown). */
  hint?: ReactNode;
  error?: string;
  /**
   * Said aloud as it appears: `alert` for an error told when the form is sent, `status` for a
   * check made while the visitor types (the hint and the error both, politely).
   */
  announce?: 'alert' | 'status';
  value: string;
  /** Left out for a value shown but not edited (`readOnly`: the member's e-mail address). */
  onChange?(value: string): void;
} & InputProps) {
  const hintId = useId();
  const describedBy = [hint && hintId, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const said = (
    <>
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error" role={announce === 'alert' ? 'alert' : undefined}>
          {error}
        </span>
      )}
    </>
  );
  return (
    <div className="field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {/* The live region stays while what it holds changes, so each change is read. */}
      {announce === 'status' ? (
        <span className="field-status" aria-live="polite">
          {said}
        </span>
      ) : (
        said
      )}
    </div>
  );
}

type FieldProps = Omit<ComponentProps<typeof Field>, 'type'>;

/** An e-mail address (a sign-in, a join, a password reset): its type, autofill and required once. */
export function EmailField(props: FieldProps) {
  return <Field type="email" autoComplete="email" required {...props} />;
}

/**
 * A password: `choosing` for one being chosen (a join and its confirmation), else the member's
 * current one, so a password manager suggests or fills the right thing.
 */
export function PasswordField({ choosing, ...props }: FieldProps & { choosing?: boolean }) {
  return <Field type="password" autoComplete={choosing ? 'new-password' : 'current-password'} required {...props} />;
}

import {
  useId,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { buttonClass } from './Button';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

interface Labelled {
  id: string;
  label: string;
  /** Heard, not shown, where what the control is for is plain without it (a search box beside its button). */
  hideLabel?: boolean;
  /** Read with the control; may hold a live part (a countdown, a memo's saving state). */
  hint?: ReactNode;
  error?: string;
  /**
   * Said aloud as it appears: `alert` for an error told when the form is sent, `status` for a
   * check made while the visitor types (the hint and the error both, politely).
   */
  announce?: 'alert' | 'status';
  /** The wrapper's own class beside `field`, for a screen to place it. */
  className?: string;
  /** A control on the same row, after the input (the button that acts on what was typed). */
  beside?: ReactNode;
}

type Own<P> = Omit<P, keyof Labelled> & { id: string; 'aria-describedby'?: string };

/**
 * The label, hint and error around one control (an input, a text area, a select), the hint and
 * the error both read with it; the control gets the rest of the props, its id, aria-invalid and
 * aria-describedby.
 */
function useLabelled<P extends Labelled>(
  { id, label, hideLabel, hint, error, announce, className, beside, ...rest }: P,
  control: (own: Own<P>) => ReactNode,
) {
  const hintId = useId();
  const describedBy = [hint && hintId, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  // The caller's own aria-invalid wins (a check shown before the form is sent).
  const input = control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, ...rest });
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
    <div className={className ? `field ${className}` : 'field'}>
      <label id={`${id}-label`} htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {beside ? (
        <div className="field-row">
          {input}
          {beside}
        </div>
      ) : (
        input
      )}
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

/** What a field holds, and what it says when it changes. */
interface Valued<V> {
  value: V;
  onChange(value: string): void;
}

/**
 * A labelled text input with its hint and error, both read with the input; it shrinks with its
 * column (never wider than the screen or its dialog). `readOnly` without `onChange` shows a value
 * that cannot be changed here (the member's e-mail address), still labelled and selectable.
 */
export function Field(
  props: Labelled & Omit<Valued<string>, 'onChange'> & Partial<Pick<Valued<string>, 'onChange'>> & InputProps,
) {
  return useLabelled(props, ({ onChange, ...own }) => (
    <input {...own} onChange={onChange && ((e) => onChange(e.target.value))} />
  ));
}

/** A labelled text area (a post's body, a day's memo), its hint and error read with it. */
export function TextAreaField(
  props: Labelled & Valued<string> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>,
) {
  return useLabelled(props, ({ onChange, ...own }) => <textarea {...own} onChange={(e) => onChange(e.target.value)} />);
}

/** A labelled select: its options are the children, the value the chosen option's. */
export function SelectField(
  props: Labelled &
    Valued<string | number> & { children: ReactNode } & Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'id' | 'value' | 'onChange' | 'children'
    >,
) {
  return useLabelled(props, ({ onChange, ...own }) => <select {...own} onChange={(e) => onChange(e.target.value)} />);
}

/**
 * A labelled choice made in a popup of its own (a prefecture among 47): a button showing what is
 * chosen, or asking for it, named by the label and that text together.
 */
export function PickField({ chosen, onPick, ...props }: Labelled & { chosen: string; onPick(): void }) {
  return useLabelled(props, (own) => (
    <button
      type="button"
      className="pick-button"
      aria-labelledby={`${own.id}-label ${own.id}`}
      {...own}
      onClick={onPick}
    >
      {chosen}
    </button>
  ));
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

/**
 * Choosing files from the device (an input of its own kind, so it lives with the fields), drawn
 * as a Button: the file input lies unseen over the whole
 * button, so a tap or a click opens the picker and the input is named by the button's words (and
 * takes focus with its ring).
 */
export function FileButton({
  label,
  onFiles,
  ...input
}: {
  label: string;
  /** The files chosen; the input is emptied after, so the same file can be chosen again. */
  onFiles(files: FileList | null): void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'>) {
  return (
    <label className={buttonClass({ variant: 'secondary' }, 'file-button')}>
      {label}
      <input
        type="file"
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
        {...input}
      />
    </label>
  );
}

/**
 * A checkbox and its words (a consent, "keep me signed in"), or with `type="radio"` one choice of
 * a list (a plan to add a place to): the whole row is its label, so a tap on the words ticks it;
 * `tag` comes first in the words (required, optional) and is read with them, the hint and the
 * error are read after.
 */
export function CheckField({
  type = 'checkbox',
  label,
  tag,
  hint,
  error,
  onChange,
  className,
  ...input
}: {
  type?: 'checkbox' | 'radio';
  label: ReactNode;
  tag?: { text: string; required?: boolean };
  hint?: ReactNode;
  error?: string;
  onChange(checked: boolean): void;
  /** The row's own class beside `check` (the terms' "agree to all" is drawn as a box). */
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <label className={className ? `check ${className}` : 'check'}>
        <input
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          {tag && <span className={tag.required ? 'check-tag required' : 'check-tag'}>{tag.text}</span>}
          {label}
        </span>
      </label>
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

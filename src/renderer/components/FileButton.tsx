import type { InputHTMLAttributes } from 'react';
import { buttonClass } from './Button';

/**
 * Choosing files from the device, drawn as a Button: the file input lies unseen over the whole
 * button, so a tap or a click opens the picker and the input is named by the button's words (and
 * takes focus with its ring). Its own module: the Button chunk also loads with the feed.
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

import { LIMITS, type Language } from '../../shared/constants';
import { PICTURE_HEAD_BYTES, UPLOAD_ACCEPT, uploadTypeOf } from '../../shared/pictures';
import { FIELD_MESSAGES } from '../../shared/validation-messages';

/** What a file input for pictures offers; the bytes decide in the end. */
export const PICTURE_ACCEPT = UPLOAD_ACCEPT;

/** Why the server would refuse a chosen file: a format its decoder cannot read, or more than 5 MB. */
export type PictureProblem = 'image.format' | 'image.size';

/**
 * Checks a chosen file as the server will (by its bytes, not its name or declared type), so a
 * HEIC photo or a renamed file is refused here, before anything is uploaded.
 */
export async function pictureProblem(file: File): Promise<PictureProblem | null> {
  if (file.size > LIMITS.imageBytes) return 'image.size';
  const head = new Uint8Array(await file.slice(0, PICTURE_HEAD_BYTES).arrayBuffer());
  return uploadTypeOf(head) ? null : 'image.format';
}

/** The refusal in the reader's language: the same sentence the server answers. */
export const pictureProblemText = (problem: PictureProblem, language: Language): string =>
  FIELD_MESSAGES[language][problem];

/** A chosen picture as a data URL for the upload, or why it cannot be uploaded. */
export async function readPicture(file: File): Promise<string | PictureProblem> {
  const problem = await pictureProblem(file);
  if (problem) return problem;
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : 'image.format');
    reader.onerror = () => resolve('image.format');
    reader.readAsDataURL(file);
  });
}

export const isPictureProblem = (value: string): value is PictureProblem =>
  value === 'image.format' || value === 'image.size';

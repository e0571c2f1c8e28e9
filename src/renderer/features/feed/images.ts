import { LIMITS } from '../../../shared/constants';

const SIGNATURES: Array<(b: Uint8Array) => boolean> = [
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a',
  (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
];
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

export type PictureProblem = 'invalid' | 'tooLarge';

/**
 * A chosen file as a data URL, if its bytes are a JPEG, PNG, GIF or WebP of at most 5 MB (the
 * server checks the same): a renamed text file is refused before it is uploaded.
 */
export async function readPicture(file: File): Promise<string | PictureProblem> {
  if (file.size > LIMITS.imageBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!SIGNATURES.some((test) => test(head))) return 'invalid';
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : 'invalid');
    reader.onerror = () => resolve('invalid');
    reader.readAsDataURL(file);
  });
}

/** The list with the item at `index` moved by `by` places (kept inside the list). */
export function move<T>(items: T[], index: number, by: number): T[] {
  const to = Math.max(0, Math.min(items.length - 1, index + by));
  const next = items.slice();
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}

import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { LIMITS } from '../../src/shared/constants';
import { fail } from '../lib/errors';

const SIGNATURES: Array<{ mime: string; test: (b: Buffer) => boolean }> = [
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/gif', test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a' },
  { mime: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The picture's type by its bytes, never by the name or the declared type. */
export function sniffImage(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.mime ?? null;
}

/**
 * Stores a data-URL picture (JPEG, PNG, WebP or GIF, at most 5 MB) and answers its URL.
 * A URL this server already serves (an edit keeping its pictures) is passed through.
 */
export function storeImage(db: Db, image: string, now: number): string {
  if (/^\/files\/[\w-]+$/.test(image)) return image;
  const match = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=]+)$/.exec(image);
  if (!match) return fail('VALIDATION');
  const bytes = Buffer.from(match[1]!, 'base64');
  const mime = sniffImage(bytes);
  if (!mime || bytes.length > LIMITS.imageBytes) fail('VALIDATION');
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
  db.insert(files).values({ id, mime: mime!, data: bytes, createdAt: now }).onConflictDoNothing().run();
  return `/files/${id}`;
}

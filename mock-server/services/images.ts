import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { LIMITS } from '../../src/shared/constants';
import { isPhotoName, photoUrl } from '../../db/seed/photos';
import { fail } from '../lib/errors';

const SIGNATURES: Array<{ mime: string; test: (b: Buffer) => boolean }> = [
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/gif',
    test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  {
    mime: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The picture's type by its bytes, never by the name or the declared type. */
export function sniffImage(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.mime ?? null;
}

const SERVED = /^\/files\/([\w-]+)$/;
const fileExists = (db: Db, id: string) =>
  db.select({ id: files.id }).from(files).where(eq(files.id, id)).get() !== undefined;

/** A stored picture's bytes and type, by the id in its /files/ URL. */
export function storedFile(db: Db, id: string): { data: Buffer; mime: string } | undefined {
  return db.select({ data: files.data, mime: files.mime }).from(files).where(eq(files.id, id)).get();
}

/** Bytes of the pictures the member's uploads keep stored. */
export function storedBytes(db: Db, ownerId: number): number {
  return db
    .select({ bytes: sql<number>`coalesce(sum(length(${files.data})), 0)` })
    .from(files)
    .where(eq(files.ownerId, ownerId))
    .get()!.bytes;
}

/**
 * Stores a data-URL picture (JPEG, PNG, WebP or GIF, at most 5 MB) and answers its URL.
 * A URL of a picture this server holds (an edit keeping its pictures) is passed through; one it
 * does not hold is refused. New bytes are charged to `ownerId`, refused with STORAGE_FULL past
 * LIMITS.pictureStorageBytes; bytes already stored (the same picture again) cost nothing.
 * Without an owner (the picture of a member still joining) nothing is charged.
 */
export function storeImage(db: Db, image: string, now: number, ownerId: number | null = null): string {
  const served = SERVED.exec(image);
  if (served) return fileExists(db, served[1]!) ? image : fail('VALIDATION');
  // A seeded post's photo, kept by an edit: one of the shipped files, at its own address.
  const shipped = /^\/photos\/([\w-]+)#/.exec(image)?.[1];
  if (shipped !== undefined) return isPhotoName(shipped) && image === photoUrl(shipped) ? image : fail('VALIDATION');
  const match = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=]+)$/.exec(image);
  if (!match) return fail('VALIDATION');
  const bytes = Buffer.from(match[1]!, 'base64');
  const mime = sniffImage(bytes);
  if (!mime || bytes.length > LIMITS.imageBytes) fail('VALIDATION');
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
  if (fileExists(db, id)) return `/files/${id}`;
  if (ownerId !== null && storedBytes(db, ownerId) + bytes.length > LIMITS.pictureStorageBytes) fail('STORAGE_FULL');
  db.insert(files).values({ id, mime: mime!, data: bytes, ownerId, createdAt: now }).run();
  return `/files/${id}`;
}

/**
 * Frees uploaded pictures that nothing shows any more (no live post, no profile), in the
 * caller's transaction, so deleting a post or changing a picture gives the quota back.
 * The seed's pictures (no owner) stay.
 */
export function releaseImages(tx: Db, urls: readonly string[]): void {
  for (const url of new Set(urls)) {
    const id = SERVED.exec(url)?.[1];
    if (!id) continue;
    tx.run(sql`DELETE FROM files WHERE id = ${id} AND owner_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM feed_images i JOIN feeds f ON f.id = i.feed_id WHERE i.url = ${url} AND f.deleted_at IS NULL)
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.profile_image = ${url})`);
  }
}

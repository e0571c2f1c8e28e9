import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileOwners, fileVariants, files } from '../../db/schema';
import type { Language } from '../../src/shared/constants';
import { LIMITS } from '../../src/shared/constants';
import { readPictureUrl, sizedPictureUrl, uploadTypeOf, widthsOf } from '../../src/shared/pictures';
import { FIELD_MESSAGES } from '../../src/shared/validation-messages';
import SHIPPED_PHOTOS from '../static/photos/index.json' with { type: 'json' };
import { fail } from '../lib/errors';
import { cleanPicture, encodeVariant, type CleanPicture, type PictureFormat } from '../lib/picture-encoding';

/** The picture's type by its bytes, never by the name or the declared type. */
export const sniffImage = (bytes: Buffer): string | null => uploadTypeOf(bytes);

const FILE_ID = /^[\w-]{1,64}$/;
const absolutePath = (url: string) => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).pathname : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The name under `folder` of a picture URL of this server: `/files/<id>` as answered (its fragment
 * aside), or as a client drew it from its API host (`https://host[/base]/files/<id>`), which an
 * edit sends back.
 */
function nameIn(folder: '/files/' | '/photos/', url: string): string | undefined {
  const { src } = readPictureUrl(url);
  const path = src.startsWith(folder) ? src : absolutePath(src);
  const at = path?.lastIndexOf(folder) ?? -1;
  const name = path?.slice(at + folder.length);
  return at >= 0 && name !== undefined && FILE_ID.test(name) ? name : undefined;
}
const idOf = (url: string) => nameIn('/files/', url);

/** A shipped photograph's URL as the seed answers it, if `url` names one (a demo post kept as it is). */
function shippedPhoto(url: string): string | undefined {
  const name = nameIn('/photos/', url);
  return name !== undefined && Object.hasOwn(SHIPPED_PHOTOS, name)
    ? sizedPictureUrl(`/photos/${name}`, SHIPPED_PHOTOS[name as keyof typeof SHIPPED_PHOTOS])
    : undefined;
}

type FileRow = Pick<typeof files.$inferSelect, 'id' | 'width' | 'height' | 'thumbhash'>;
const fileRow = (db: Db, id: string): FileRow | undefined =>
  db
    .select({ id: files.id, width: files.width, height: files.height, thumbhash: files.thumbhash })
    .from(files)
    .where(eq(files.id, id))
    .get();

/** The URL a stored picture is answered with: sized (`#<w>x<h>:<thumbhash>`) when it has variants. */
const urlOf = (row: FileRow) =>
  row.width !== null && row.height !== null
    ? sizedPictureUrl(`/files/${row.id}`, { width: row.width, height: row.height, thumbhash: row.thumbhash ?? '' })
    : `/files/${row.id}`;

/** Bytes of the pictures the member holds (each counted for each of its owners). */
export function storedBytes(db: Db, ownerId: number): number {
  return db
    .select({ bytes: sql<number>`coalesce(sum(length(${files.data})), 0)` })
    .from(fileOwners)
    .innerJoin(files, eq(files.id, fileOwners.fileId))
    .where(eq(fileOwners.ownerId, ownerId))
    .get()!.bytes;
}

const owns = (db: Db, fileId: string, ownerId: number) =>
  db
    .select({ fileId: fileOwners.fileId })
    .from(fileOwners)
    .where(and(eq(fileOwners.fileId, fileId), eq(fileOwners.ownerId, ownerId)))
    .get() !== undefined;

/**
 * A picture sent with a post or profile, ready to store: a URL to keep, bytes sent again that the
 * server already holds (`known`), or an upload decoded.
 */
export type PictureUpload = string | { id: string; known: true } | ({ id: string } & CleanPicture);

/**
 * Reads a data-URL upload (JPEG, PNG, WebP, GIF or AVIF by its bytes, at most 5 MB) into the
 * picture the server keeps (lib/picture-encoding: upright, no metadata), outside any transaction
 * since decoding takes a while. Anything else (HEIC, a renamed file, bytes that do not decode) is
 * refused with VALIDATION and a message naming the formats. Bytes already stored under their
 * content hash are not decoded again; a URL passes through to `storeImage`.
 */
export async function readUpload(db: Db, image: string, lang: Language): Promise<PictureUpload> {
  const match = /^data:[\w/.+-]*;base64,([A-Za-z0-9+/=]+)$/.exec(image);
  if (!match) return image;
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length > LIMITS.imageBytes) fail('VALIDATION', FIELD_MESSAGES[lang]['image.size']);
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
  if (fileRow(db, id)) return { id, known: true };
  const clean = uploadTypeOf(bytes) ? await cleanPicture(bytes) : null;
  return clean ? { id, ...clean } : fail('VALIDATION', FIELD_MESSAGES[lang]['image.format']);
}

/**
 * Stores a read upload as the member's and answers its URL (decision 124). A URL is kept only for
 * a picture the member uploaded (an edit keeping its pictures, with or without its fragment, or
 * resolved against the API host by the client) or a photograph the server ships (/photos/);
 * another member's picture, or one the server does not hold, is refused. Bytes sent become a
 * reference of the member's, charged to their quota (STORAGE_FULL past
 * LIMITS.pictureStorageBytes) even when someone else sent the same bytes before; a picture they
 * already hold costs nothing.
 */
export function storeImage(db: Db, upload: PictureUpload, now: number, ownerId: number): string {
  if (typeof upload === 'string') {
    const photo = shippedPhoto(upload);
    if (photo) return photo;
    const id = idOf(upload);
    const row = id === undefined ? undefined : fileRow(db, id);
    return row && owns(db, row.id, ownerId) ? urlOf(row) : fail('VALIDATION');
  }
  const stored = fileRow(db, upload.id);
  if (stored && owns(db, stored.id, ownerId)) return urlOf(stored);
  if (stored) chargeQuota(db, ownerId, storedSize(db, stored.id));
  else {
    // Bytes known when read but freed since: the client sends them again and they are stored anew.
    if ('known' in upload) return fail('VALIDATION');
    chargeQuota(db, ownerId, upload.data.length);
    const { id, data, width, height, thumbhash } = upload;
    db.insert(files).values({ id, mime: 'image/webp', data, width, height, thumbhash, createdAt: now }).run();
  }
  db.insert(fileOwners).values({ fileId: upload.id, ownerId, createdAt: now }).run();
  return urlOf(stored ?? fileRow(db, upload.id)!);
}

function chargeQuota(db: Db, ownerId: number, bytes: number): void {
  if (storedBytes(db, ownerId) + bytes > LIMITS.pictureStorageBytes) fail('STORAGE_FULL');
}

const storedSize = (db: Db, id: string) =>
  db
    .select({ bytes: sql<number>`length(${files.data})` })
    .from(files)
    .where(eq(files.id, id))
    .get()!.bytes;

/**
 * Drops the member's references to pictures they no longer show (no live post of theirs, not
 * their profile), in the caller's transaction, so deleting a post or changing a picture gives
 * their quota back; a picture goes with its last reference, its variants with it (foreign key).
 * The seed's pictures (never referenced) stay.
 */
export function releaseImages(tx: Db, urls: readonly string[], ownerId: number): void {
  for (const url of new Set(urls)) {
    const id = idOf(url);
    if (!id) continue;
    const dropped = tx.run(sql`DELETE FROM file_owners WHERE file_id = ${id} AND owner_id = ${ownerId}
      AND NOT EXISTS (SELECT 1 FROM feed_images i JOIN feeds f ON f.id = i.feed_id
        WHERE i.url = ${url} AND f.user_id = ${ownerId} AND f.deleted_at IS NULL)
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = ${ownerId} AND u.profile_image = ${url})`);
    if (dropped.changes > 0)
      tx.run(
        sql`DELETE FROM files WHERE id = ${id} AND NOT EXISTS (SELECT 1 FROM file_owners o WHERE o.file_id = ${id})`,
      );
  }
}

/** Encodings under way, so that many first requests for one variant encode it once. */
const encoding = new Map<string, Promise<Buffer>>();

/**
 * A stored picture as served for a request: an upload at `width` (one of `widthsOf` its width;
 * the widest when absent) in `format`, encoded on its first request and kept; a seeded drawing as
 * it is. Undefined when there is no such picture or width.
 */
export async function servedFile(
  db: Db,
  id: string,
  width: number | undefined,
  format: PictureFormat,
): Promise<{ data: Buffer; mime: string } | undefined> {
  const row = db.select().from(files).where(eq(files.id, id)).get();
  if (!row) return undefined;
  if (row.width === null) return { data: row.data, mime: row.mime };
  const widths = widthsOf(row.width);
  const w = width ?? Math.max(...widths);
  if (!widths.includes(w)) return undefined;
  const where = and(eq(fileVariants.fileId, id), eq(fileVariants.width, w), eq(fileVariants.format, format));
  const kept = db.select({ data: fileVariants.data }).from(fileVariants).where(where).get();
  if (kept) return { data: kept.data, mime: `image/${format}` };
  const key = `${id}:${w}:${format}`;
  let encoded = encoding.get(key);
  if (!encoded) {
    encoded = encodeVariant(row.data, w, format).finally(() => encoding.delete(key));
    encoding.set(key, encoded);
  }
  const data = await encoded;
  // The picture may have been freed meanwhile; a variant only of a picture still stored.
  if (fileRow(db, id))
    db.insert(fileVariants).values({ fileId: id, width: w, format, data }).onConflictDoNothing().run();
  return { data, mime: `image/${format}` };
}

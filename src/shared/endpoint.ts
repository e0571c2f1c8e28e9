import { z } from 'zod';
import { LIMITS } from './constants';
import type { ErrorCode } from './errors';
import { picturePathsOf } from './picture-field';
import type { PicturePath } from './pictures';

/** public: no token needed; user: a valid access token or 401; optional: the token is read when present. */
export type Access = 'public' | 'user' | 'optional';

export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  path: string;
  access: A;
  request: Req;
  response: Res;
  summary: string;
  /** Bodies above this many bytes answer 413; calls that carry pictures raise it. */
  maxBodyBytes?: number;
  /** The call's own refusal codes (besides VALIDATION and, for signed-in calls, UNAUTHORIZED), for the document. */
  errors?: readonly ErrorCode[];
  /** What the call does with the refresh cookie (path /api/auth) and the `access` response header. */
  session?: { readsRefreshCookie?: true; setsRefreshCookie?: true; accessHeader?: true };
  /** Where its answer holds pictures (`picture()` fields), for the client to resolve against the API host. */
  pictures?: readonly PicturePath[];
  /**
   * Not among the spec's calls: a real API host may lack it. The client keeps the sign-in when the
   * host refuses it and hides what needs it (decision 110).
   */
  extension?: true;
  /**
   * Its success may change the member's points (a reward, a take-back, an order): the client reads
   * the balance, the ledger and the missions again after it.
   */
  changesPoints?: true;
  /**
   * A write a traveller may make offline: it waits in the client's queue and is sent, with its
   * idempotency key, once the network is back. What the person is told it was (`queue.<kind>`).
   */
  waitsOffline?: WaitingWriteKind;
}

/** What a waiting write is, in the offline texts: a day's memo, an item of a day, a bookmark, applause, a comment. */
export type WaitingWriteKind = 'memo' | 'item' | 'bookmark' | 'like' | 'comment';

export const none = z.object({}).strict();

/** Every code a call may answer in its envelope (HTTP 200): validation, the sign-in when needed, its own refusals. */
export const refusalsOf = (endpoint: Endpoint): ErrorCode[] => [
  'VALIDATION',
  ...(endpoint.access === 'user' ? (['UNAUTHORIZED'] as const) : []),
  ...(endpoint.errors ?? []),
];

export const endpoint = <Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  e: Omit<Endpoint<Req, Res, A>, 'pictures'>,
): Endpoint<Req, Res, A> => ({ ...e, pictures: picturePathsOf(e.response) });

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType, Access> ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, z.ZodType, Access> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res, Access> ? z.output<Res> : never;
export type AccessOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer A> ? A : never;

/** A profile picture as a data URL: the text cap, above the stored picture's own limit (LIMITS.imageBytes) once base64-encoded. */
export const PROFILE_IMAGE_MAX_CHARS = 8 * 1024 * 1024;

/** Common field shapes, so one rule has one definition. */
export const fields = {
  id: z.number().int().positive(),
  cursor: z.number().int().positive().optional(),
  pageSize: z.number().int().min(1).max(50).default(20),
  language: z.enum(['ko', 'ja']),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  comment: z.string().trim().min(1, { error: 'comment' }).max(LIMITS.comment, { error: 'comment' }),
  reportReason: z.string().trim().min(1, { error: 'report' }).max(LIMITS.report, { error: 'report' }),
};

/** What deleting one's comment answers: the points of its reward taken back (0 when it earned none). */
export const commentDeleted = z.object({ takenBack: z.number().int().min(0) });

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.number().int().nullable() });
/** One answer of a cursor-paged call: `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: number | null;
}

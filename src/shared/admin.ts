import { z } from 'zod';

/**
 * The operators' admin API under /__mock/admin (guarded like the control API): one table of
 * actions that the server's routes, scenario files, the OpenAPI document and the console read.
 * Plain JSON in and out; a refused body answers 400 naming each wrong field.
 */

const reason = z.string().trim().min(1, 'a reason is needed').max(500);
const text = (max: number) => z.string().trim().min(1).max(max);
const instant = z.union([z.number().int().min(0), z.iso.datetime({ offset: true })]);
/** An app path (/pointShop, /noticeDetail?id=3), never another site or a script. */
const appPath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'an app path starting with a single /');
/** A picture the app may show: one of the server's files or an https address. */
const picture = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)[^\s\\]*|https:\/\/[^\s\\]+)$/, 'a /files/... path or an https:// address');

export const ADMIN_ORDER_STATUSES = ['received', 'preparing', 'shipped', 'delivered'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export const resolveReportBody = z.object({ action: z.enum(['hide', 'dismiss']), reason }).strict();
export const hideBody = z.object({ reason }).strict();
/** Feed and place comments are numbered apart: `type` says which (a feed comment by default). */
export const commentHideBody = z
  .object({ reason, type: z.enum(['feedComment', 'placeComment']).default('feedComment') })
  .strict();
export const commentRestoreBody = z
  .object({ type: z.enum(['feedComment', 'placeComment']).default('feedComment') })
  .strict();

const noticeFields = {
  titleKo: text(200),
  titleJa: text(200),
  bodyKo: text(10_000),
  bodyJa: text(10_000),
  important: z.boolean(),
  /** Members see it from then on; now when absent. */
  publishAt: instant.optional(),
};
export const noticeBody = z.object(noticeFields).strict();
export const noticeUpdateBody = z.object(noticeFields).partial().strict();

const bannerFields = {
  titleKo: text(200),
  titleJa: text(200),
  imageUrl: picture,
  linkPath: appPath,
  sort: z.number().int().min(0).max(10_000).default(0),
  /** The period it shows in; open-ended on either side when absent or null. */
  startsAt: instant.nullable().optional(),
  endsAt: instant.nullable().optional(),
};
const periodOk = (b: { startsAt?: unknown; endsAt?: unknown }) =>
  b.startsAt == null || b.endsAt == null || toEpoch(b.endsAt as Instant) > toEpoch(b.startsAt as Instant);
const PERIOD = { message: 'endsAt must be after startsAt', path: ['endsAt'] };
export const bannerBody = z.object(bannerFields).strict().refine(periodOk, PERIOD);
export const bannerUpdateBody = z
  .object({ ...bannerFields, sort: bannerFields.sort.removeDefault() })
  .partial()
  .strict()
  .refine(periodOk, PERIOD);

const productFields = {
  nameKo: text(100),
  nameJa: text(100),
  descriptionKo: text(5000),
  descriptionJa: text(5000),
  requiredPoints: z.number().int().min(1).max(10_000_000),
  stock: z.number().int().min(0).max(1_000_000),
  images: z.array(picture).min(1).max(10),
  onSale: z.boolean(),
  sort: z.number().int().min(0).max(10_000),
};
export const productBody = z
  .object({ ...productFields, onSale: productFields.onSale.default(true), sort: productFields.sort.optional() })
  .strict();
export const productUpdateBody = z.object(productFields).partial().strict();

export const orderStatusBody = z
  .object({ status: z.enum(ADMIN_ORDER_STATUSES), trackingNumber: text(40).optional() })
  .strict();
export const orderCancelBody = z.object({ reason }).strict();
/** Scenario-friendly: every order still received or preparing is shipped with a made-up tracking number. */
export const shipPlacedBody = z
  .object({
    trackingPrefix: z
      .string()
      .regex(/^[A-Z0-9-]{1,10}$/)
      .default('TL'),
  })
  .strict();
export const pointsBody = z
  .object({
    amount: z
      .number()
      .int()
      .min(-10_000_000)
      .max(10_000_000)
      .refine((n) => n !== 0, 'not 0'),
    reason,
  })
  .strict();
export const suspendBody = z.object({ days: z.number().int().min(1).max(3650), reason }).strict();
const none = z.object({}).strict();

type Instant = z.infer<typeof instant>;
export const toEpoch = (value: Instant) => (typeof value === 'number' ? value : Date.parse(value));

/** What the console shows: these shapes are the admin API's answers. */
export const reportGroupSchema = z.object({
  /** The newest report of the group: resolving it resolves them all. */
  id: z.number(),
  targetType: z.enum(['feed', 'feedComment', 'placeComment']),
  targetId: z.number(),
  count: z.number(),
  reasons: z.array(z.string()),
  state: z.enum(['open', 'hidden', 'dismissed']),
  content: z.object({ title: z.string().nullable(), text: z.string(), hiddenReason: z.string().nullable() }).nullable(),
  author: z.object({ id: z.number(), nickname: z.string() }).nullable(),
  lastReportedAt: z.number(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.number(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  nickname: z.string(),
  status: z.enum(['active', 'withdrawn', 'suspended']),
  suspendedUntil: z.number().nullable(),
  pointBalance: z.number(),
  orderCount: z.number(),
  reportsMade: z.number(),
  reportsAgainst: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminOrderSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  userId: z.number(),
  nickname: z.string(),
  productName: z.string(),
  requiredPoints: z.number(),
  country: z.enum(['JP', 'KR']),
  status: z.enum([...ADMIN_ORDER_STATUSES, 'cancelled']),
  trackingNumber: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.number(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** The publishing rows the admin reads list, as stored. */
export const noticeRowSchema = z.object({
  id: z.number(),
  titleKo: z.string(),
  titleJa: z.string(),
  bodyKo: z.string(),
  bodyJa: z.string(),
  important: z.boolean(),
  /** A future time: scheduled. */
  publishedAt: z.number(),
});
export const bannerRowSchema = z.object({
  id: z.number(),
  titleKo: z.string(),
  titleJa: z.string(),
  imageUrl: z.string(),
  linkPath: z.string(),
  sort: z.number(),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
});
export const productRowSchema = z.object({
  id: z.number(),
  nameKo: z.string(),
  nameJa: z.string(),
  descriptionKo: z.string(),
  descriptionJa: z.string(),
  requiredPoints: z.number(),
  stock: z.number(),
  images: z.array(z.string()),
  sort: z.number(),
  onSale: z.boolean(),
});
export type BannerRow = z.infer<typeof bannerRowSchema>;

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface AdminCall {
  /** The name the server's handler map and the console use. */
  name: string;
  method: AdminMethod;
  /** Under /__mock/admin, with :id for a number. */
  path: string;
  summary: string;
  body: z.ZodType | undefined;
  /** What a read answers; a write answers the changed row, or `{ deleted: true }`. */
  response?: z.ZodType;
}

const call = <N extends string, B extends z.ZodType | undefined = undefined>(
  name: N,
  method: AdminMethod,
  path: string,
  summary: string,
  body?: B,
) => ({ name, method, path, summary, body: body as B });
/** A write whose answer the console reads: its schema. */
const answering = <C extends ReturnType<typeof call>, R extends z.ZodType>(write: C, response: R) => ({
  ...write,
  response,
});
/** A read: GET, no body, its answer's schema. */
const read = <N extends string, R extends z.ZodType>(name: N, path: string, summary: string, response: R) => ({
  name,
  method: 'GET' as const,
  path,
  summary,
  body: undefined,
  response,
});

export const ADMIN_CALLS = [
  read(
    'reports',
    '/reports',
    'Reports grouped by target, open ones first (state=open|hidden|dismissed)',
    z.array(reportGroupSchema),
  ),
  call(
    'resolveReport',
    'POST',
    '/reports/:id/resolve',
    "Hide or dismiss a report's target: every open report of it",
    resolveReportBody,
  ),
  call('hideFeed', 'POST', '/feeds/:id/hide', 'Hide a post from everyone but its author', hideBody),
  call('restoreFeed', 'POST', '/feeds/:id/restore', 'Show a hidden post again', none),
  call('hideComment', 'POST', '/comments/:id/hide', 'Hide a feed or place comment', commentHideBody),
  call('restoreComment', 'POST', '/comments/:id/restore', 'Show a hidden comment again', commentRestoreBody),
  read('notices', '/notices', 'Every notice, scheduled ones too', z.array(noticeRowSchema)),
  call('createNotice', 'POST', '/notices', 'Write a notice (publishAt schedules it)', noticeBody),
  call('updateNotice', 'PUT', '/notices/:id', 'Change a notice', noticeUpdateBody),
  call('deleteNotice', 'DELETE', '/notices/:id', 'Delete a notice'),
  read('banners', '/banners', 'Every banner, with its period', z.array(bannerRowSchema)),
  call('createBanner', 'POST', '/banners', "Add a banner to the feed's row", bannerBody),
  call('updateBanner', 'PUT', '/banners/:id', 'Change a banner', bannerUpdateBody),
  call('deleteBanner', 'DELETE', '/banners/:id', 'Remove a banner'),
  read('products', '/products', 'Every product, off sale too', z.array(productRowSchema)),
  call('createProduct', 'POST', '/products', 'Add a product to the shop', productBody),
  call(
    'updateProduct',
    'PUT',
    '/products/:id',
    'Change a product (names, pictures, points, stock, on sale)',
    productUpdateBody,
  ),
  read('orders', '/orders', 'Orders, newest first (status=, query= order number or e-mail)', z.array(adminOrderSchema)),
  call(
    'orderStatus',
    'POST',
    '/orders/:id/status',
    'Move an order on; shipped needs a tracking number',
    orderStatusBody,
  ),
  call('cancelOrder', 'POST', '/orders/:id/cancel', 'Cancel: the points and the stock come back', orderCancelBody),
  answering(
    call('shipPlaced', 'POST', '/orders/ship-placed', 'Ship every order still received or preparing', shipPlacedBody),
    z.object({ shipped: z.number() }),
  ),
  read('users', '/users', 'Search members by e-mail or nickname (query=)', z.array(adminUserSchema)),
  call(
    'adjustPoints',
    'POST',
    '/users/:id/points',
    "Add to or take from a member's points, with the reason they see",
    pointsBody,
  ),
  call('suspend', 'POST', '/users/:id/suspend', 'Suspend: sessions end, sign-in refused until the date', suspendBody),
  call('reinstate', 'POST', '/users/:id/reinstate', 'End a suspension; also brings back a withdrawn account', none),
  read('audit', '/audit', 'Every admin action, newest first (limit=)', z.array(auditEntrySchema)),
] as const;
export type AdminCallName = (typeof ADMIN_CALLS)[number]['name'];
/** The checked body of an admin call (an empty object for calls without one). */
export type AdminBodyOf<N extends AdminCallName> = Extract<
  (typeof ADMIN_CALLS)[number],
  { name: N }
>['body'] extends infer B extends z.ZodType
  ? z.output<B>
  : Record<string, never>;

/** The admin call a method and path (under /__mock/admin) name, with its :id. */
export function matchAdminCall(method: string, path: string): { call: AdminCall; id?: number } | null {
  const clean = path.split('?')[0]!.replace(/\/+$/, '');
  for (const candidate of ADMIN_CALLS) {
    if (candidate.method !== method.toUpperCase()) continue;
    const pattern = new RegExp(`^${candidate.path.replace(':id', '([1-9]\\d{0,9})')}$`);
    const found = pattern.exec(clean);
    if (found) return { call: candidate, ...(found[1] ? { id: Number(found[1]) } : {}) };
  }
  return null;
}

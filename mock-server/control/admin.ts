import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ADMIN_CALLS,
  matchAdminCall,
  type AdminBodyOf,
  type AdminCall,
  type AdminCallName,
} from '../../src/shared/admin';
import type { AppDeps } from '../deps';
import { readBody } from '../lib/body';
import { AppError } from '../lib/errors';
import { CONTROL_BODY } from '../middleware/body-limit';
import * as accounts from '../services/admin/accounts';
import { auditLog } from '../services/admin/audit';
import * as moderation from '../services/admin/moderation';
import * as orders from '../services/admin/orders';
import * as publishing from '../services/admin/publishing';

/** What a handler gets: the path's id, the query, the body already checked against the call's schema. */
interface AdminInput<Body> {
  id: number;
  query: Record<string, string>;
  body: Body;
  now: number;
}

const limitOf = (query: Record<string, string>, max: number) => Math.min(Math.max(Number(query.limit) || 100, 1), max);
const stateOf = (query: Record<string, string>) =>
  z.enum(['open', 'hidden', 'dismissed']).optional().catch(undefined).parse(query.state);

/** One handler per admin call: translation only, the rules are the services'. */
const handlers: { [N in AdminCallName]: (deps: AppDeps, input: AdminInput<AdminBodyOf<N>>) => unknown } = {
  reports: ({ store }, { query }) => moderation.reportGroups(store.db, stateOf(query)),
  resolveReport: ({ store }, { id, body, now }) =>
    moderation.resolveReport(store.db, id, body.action, body.reason, now),
  hideFeed: ({ store }, { id, body, now }) => moderation.hide(store.db, 'feed', id, body.reason, now),
  restoreFeed: ({ store }, { id, now }) => moderation.restore(store.db, 'feed', id, now),
  hideComment: ({ store }, { id, body, now }) => moderation.hide(store.db, body.type, id, body.reason, now),
  restoreComment: ({ store }, { id, body, now }) => moderation.restore(store.db, body.type, id, now),
  notices: ({ store }) => publishing.allNotices(store.db),
  createNotice: ({ store }, { body, now }) => publishing.createNotice(store.db, body, now),
  updateNotice: ({ store }, { id, body, now }) => publishing.updateNotice(store.db, id, body, now),
  deleteNotice: ({ store }, { id, now }) => publishing.deleteNotice(store.db, id, now),
  banners: ({ store }) => publishing.allBanners(store.db),
  createBanner: ({ store }, { body, now }) => publishing.createBanner(store.db, body, now),
  updateBanner: ({ store }, { id, body, now }) => publishing.updateBanner(store.db, id, body, now),
  deleteBanner: ({ store }, { id, now }) => publishing.deleteBanner(store.db, id, now),
  products: ({ store }) => publishing.allProducts(store.db),
  createProduct: ({ store }, { body, now }) => publishing.createProduct(store.db, body, now),
  updateProduct: ({ store }, { id, body, now }) => publishing.updateProduct(store.db, id, body, now),
  orders: ({ store }, { query }) =>
    orders.orderList(store.db, { status: query.status, query: query.query, limit: limitOf(query, 500) }),
  orderStatus: ({ store }, { id, body, now }) =>
    orders.setOrderStatus(store.db, id, body.status, body.trackingNumber, now),
  cancelOrder: ({ store }, { id, body, now }) => orders.cancelOrder(store.db, id, body.reason, now),
  shipPlaced: ({ store }, { body, now }) => orders.shipPlaced(store.db, body.trackingPrefix, now),
  users: ({ store }, { query, now }) => accounts.searchUsers(store.db, query.query ?? '', now),
  adjustPoints: ({ store }, { id, body, now }) => accounts.adjustPoints(store.db, id, body.amount, body.reason, now),
  suspend: ({ store }, { id, body, now }) => accounts.suspend(store.db, id, body.days, body.reason, now),
  reinstate: ({ store }, { id, now }) => accounts.reinstate(store.db, id, now),
  audit: ({ store }, { query }) => auditLog(store.db, limitOf(query, 1000), Number(query.before) || undefined),
};

export type AdminResult = { status: 200; json: unknown } | { status: 400 | 404; json: { ok: false; error: string } };

/**
 * Runs one admin call, for the HTTP route and for scenario steps alike. A body that does not
 * match answers 400 naming each wrong field; a missing target 404; a refused action 400 with why.
 */
export function runAdminCall(
  deps: AppDeps,
  call: AdminCall,
  input: { id?: number; query?: Record<string, string>; body?: unknown },
): AdminResult {
  let body: unknown = undefined;
  if (call.body) {
    const parsed = call.body.safeParse(input.body ?? {});
    if (!parsed.success) return { status: 400, json: { ok: false, error: z.prettifyError(parsed.error) } };
    body = parsed.data;
  }
  try {
    // The body was checked against this very call's schema above.
    const handler = handlers[call.name as AdminCallName] as (deps: AppDeps, input: AdminInput<unknown>) => unknown;
    const json = handler(deps, { id: input.id ?? 0, query: input.query ?? {}, body, now: deps.clock.now() });
    return { status: 200, json };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      status: error.code === 'NOT_FOUND' ? 404 : 400,
      json: { ok: false, error: error.detail ?? error.code },
    };
  }
}

async function jsonOrUndefined(c: Context): Promise<unknown> {
  const text = await readBody(c, CONTROL_BODY);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A call of this method on this path but for its id, which is not one (`abc`, `0`, `-1`, `1.5`): a documented 400. */
function isAdminCallWithBadId(method: string, fullPath: string): boolean {
  const path = fullPath.replace(/^.*?\/admin(?=\/)/, '').replace(/\/+$/, '');
  return ADMIN_CALLS.some(
    (call) =>
      call.method === method.toUpperCase() &&
      call.path.includes(':id') &&
      new RegExp(`^${call.path.replace(':id', '[^/]+')}$`).test(path),
  );
}

/** /__mock/admin/*: mounted inside the control routes, so the same guard (loopback or token, own page only) applies. */
export function adminRoutes(deps: AppDeps): Hono {
  const admin = new Hono();
  const paths = new Set(ADMIN_CALLS.map((c) => c.path));
  for (const path of paths) {
    admin.all(path, async (c) => {
      const found = matchAdminCall(c.req.method, c.req.path.replace(/^.*?\/admin(?=\/)/, ''));
      if (!found)
        return isAdminCallWithBadId(c.req.method, c.req.path)
          ? c.json({ ok: false, error: 'the id must be a whole number from 1 to 9999999999' }, 400)
          : c.json({ ok: false, error: `${c.req.method} is not an admin call on this path` }, 405);
      const raw = found.call.body ? await jsonOrUndefined(c) : undefined;
      if (found.call.body && raw === undefined) return c.json({ ok: false, error: 'the body must be JSON' }, 400);
      const result = runAdminCall(deps, found.call, { id: found.id, query: c.req.query(), body: raw });
      return c.json(result.json as object, result.status);
    });
  }
  admin.all('*', (c) => c.json({ ok: false, error: 'no such admin call' }, 404));
  return admin;
}

import type { HttpBindings } from '@hono/node-server';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { mails } from '../../db/schema';
import type { AppDeps } from '../deps';
import { faultSpecSchema } from '../lib/faults';
import { openApiDocument } from './openapi';
import { createTestUser, testUserSpec } from './users';

const VERSION = '0.1.0';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const clockBody = z.object({ now: z.union([z.number().int(), z.string().datetime({ offset: true })]).nullable() });

async function jsonBody(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    return undefined;
  }
}

/** The tester's control API (contract.md): loopback only, or anyone holding the control token. */
export function controlRoutes(deps: AppDeps): Hono<{ Bindings: HttpBindings }> {
  const control = new Hono<{ Bindings: HttpBindings }>();

  control.use('*', async (c, next) => {
    const token = deps.config.controlToken;
    const remote = c.env?.incoming?.socket?.remoteAddress;
    const allowed = token
      ? c.req.header('x-control-token') === token || c.req.query('token') === token
      : remote === undefined || LOOPBACK.has(remote);
    if (!allowed) return c.json({ ok: false, error: 'forbidden' }, 403);
    await next();
  });

  control.get('/health', (c) => c.json({ ok: true, version: VERSION }));
  control.get('/openapi.json', (c) => c.json(openApiDocument(VERSION)));

  control.get('/mailbox', (c) => {
    const email = c.req.query('email')?.trim().toLowerCase();
    const rows = deps.store.db.select().from(mails).where(email ? eq(mails.to, email) : undefined).orderBy(desc(mails.id)).limit(100).all();
    return c.json(rows);
  });

  control.post('/faults', async (c) => {
    const parsed = faultSpecSchema.safeParse(await jsonBody(c.req.raw));
    if (!parsed.success) return c.json({ ok: false, error: z.prettifyError(parsed.error) }, 400);
    return c.json({ id: deps.faults.add(parsed.data).id });
  });
  control.get('/faults', (c) => c.json(deps.faults.list()));
  control.delete('/faults', (c) => {
    deps.faults.remove();
    return c.json({ ok: true });
  });
  control.delete('/faults/:id', (c) => (deps.faults.remove(c.req.param('id')) ? c.json({ ok: true }) : c.json({ ok: false, error: 'no such fault' }, 404)));

  control.post('/tokens/expire', (c) => {
    deps.tokens.expireAll();
    return c.json({ ok: true });
  });

  control.get('/clock', (c) => c.json({ now: deps.clock.now(), iso: new Date(deps.clock.now()).toISOString() }));
  control.post('/clock', async (c) => {
    const parsed = clockBody.safeParse(await jsonBody(c.req.raw));
    if (!parsed.success) return c.json({ ok: false, error: z.prettifyError(parsed.error) }, 400);
    const { now } = parsed.data;
    if (now === null) deps.clock.reset();
    else deps.clock.set(typeof now === 'number' ? now : Date.parse(now));
    return c.json({ now: deps.clock.now(), iso: new Date(deps.clock.now()).toISOString() });
  });

  control.post('/reset', (c) => {
    deps.reseed();
    deps.faults.remove();
    deps.log.clear();
    return c.json({ ok: true });
  });

  control.post('/users', async (c) => {
    const parsed = testUserSpec.safeParse((await jsonBody(c.req.raw)) ?? {});
    if (!parsed.success) return c.json({ ok: false, error: z.prettifyError(parsed.error) }, 400);
    return c.json(createTestUser(deps, parsed.data));
  });

  control.get('/requests', (c) => c.json(deps.log.recent(Number(c.req.query('limit') ?? 100) || 100)));
  return control;
}

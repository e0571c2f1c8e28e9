import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  clockBodySchema,
  CLOCK_RANGE_MESSAGE,
  inClockRange,
  faultSpecSchema,
  snapshotNameSchema,
  socialCodeBodySchema,
  stockBodySchema,
  testUserSpec,
  type DriftState,
  type Scenario,
} from '../../src/shared/control';
import { testerConsentCode } from '../services/oauth';
import type { AppDeps } from '../deps';
import { isForeignRequest, isOwnOrigin } from '../lib/origins';
import { adminRoutes } from './admin';
import { hasControlAccess } from '../lib/control-access';
import { listMails } from '../services/mailbox';
import { listOrders, listProducts, listReports, listUsers, setStock } from '../services/console-views';
import { harOf } from './har';
import { replaceData } from '../lib/replace-data';
import { docsRoutes } from './docs';
import { openApiDocument } from './openapi';
import { applyScenario, defaultScenariosDir, parseScenario, ScenarioError, shippedScenarios } from './scenarios';
import { sandboxRoutes } from './sandboxes';
import { bodyOf, jsonBody, refuse } from './answers';
import { completeMissions, createTestUser } from '../services/test-users';

const VERSION = '0.1.0';
type ControlEnv = { Bindings: HttpBindings };

const clockState = ({ clock, config }: AppDeps) => ({
  now: clock.now(),
  iso: new Date(clock.now()).toISOString(),
  sessions: { accessMs: config.accessTtlMs, keptMs: config.refreshTtlMs, unkeptMs: config.sessionRefreshTtlMs },
});

/** The tester's control API and console: loopback only, or anyone holding the control token; from their own page only. */
export function controlRoutes(deps: AppDeps): Hono<ControlEnv> {
  const control = new Hono<ControlEnv>();
  const { snapshots } = deps;
  const scenariosDir = deps.config.scenariosDir ?? defaultScenariosDir();

  control.use('*', async (c, next) => {
    const allowed = hasControlAccess(c, deps.config);
    // Loopback is not enough: any page the tester visits, another local app's on another port
    // included, can send requests to 127.0.0.1 (a text/plain or form POST needs no CORS), and a
    // rebound DNS name can look same-origin. Only the console's own page may drive it.
    if (!allowed || isForeignRequest(c, (origin) => isOwnOrigin(c, deps.config, origin)))
      return refuse(c, 'forbidden', 403);
    await next();
  });

  // The console is /__mock/ (relative links need the slash); a mounted '/' route only sees /__mock.
  control.get('/*', async (c, next) => {
    if (!/^\/__mock\/?$/.test(c.req.path)) return next();
    const page = deps.config.webRoot ? join(deps.config.webRoot, 'console.html') : undefined;
    if (!page || !existsSync(page)) return c.text('The tester console is not built: run npm run build:web.', 404);
    return c.html(readFileSync(page, 'utf8'));
  });
  control.route('/admin', adminRoutes(deps));
  control.get('/health', (c) => c.json({ ok: true, version: VERSION }));
  control.route('/', docsRoutes());
  control.get('/openapi.json', (c) => c.json(openApiDocument(VERSION, deps.config.publicOrigin)));

  control.get('/mailbox', (c) => {
    const email = c.req.query('email')?.trim().toLowerCase();
    return c.json(listMails(deps.store.db, email));
  });

  control.post('/faults', async (c) => {
    const body = await bodyOf(c, faultSpecSchema);
    if ('response' in body) return body.response;
    return c.json({ id: deps.faults.add(body.data).id });
  });
  control.get('/faults', (c) => c.json(deps.faults.list()));
  control.delete('/faults', (c) => {
    deps.faults.remove();
    return c.json({ ok: true });
  });
  control.delete('/faults/:id', (c) =>
    deps.faults.remove(c.req.param('id')) ? c.json({ ok: true }) : refuse(c, 'no such fault', 404),
  );

  control.post('/tokens/expire', (c) => {
    deps.tokens.expireAll();
    return c.json({ ok: true });
  });

  control.get('/clock', (c) => c.json(clockState(deps)));
  control.post('/clock', async (c) => {
    const body = await bodyOf(c, clockBodySchema);
    if ('response' in body) return body.response;
    if ('advanceMs' in body.data) {
      const moved = deps.clock.now() + body.data.advanceMs;
      if (!inClockRange(moved)) return refuse(c, CLOCK_RANGE_MESSAGE);
      deps.clock.set(moved);
    } else if (body.data.now === null) deps.clock.reset();
    else deps.clock.set(typeof body.data.now === 'number' ? body.data.now : Date.parse(body.data.now));
    return c.json(clockState(deps));
  });

  control.post('/reset', (c) => {
    deps.reseed();
    deps.faults.remove();
    deps.log.clear();
    return c.json({ ok: true });
  });

  control.get('/snapshots', (c) => c.json(snapshots.list()));
  control.post('/snapshots/:name', (c) => {
    const name = snapshotNameSchema.safeParse(c.req.param('name'));
    if (!name.success) return refuse(c, z.prettifyError(name.error));
    return c.json(snapshots.save(deps.store, name.data));
  });
  control.post('/snapshots/:name/restore', (c) =>
    replaceData(deps, () => snapshots.restore(deps.store, c.req.param('name')))
      ? c.json({ ok: true })
      : refuse(c, 'no such snapshot', 404),
  );
  control.delete('/snapshots/:name', (c) =>
    snapshots.remove(c.req.param('name')) ? c.json({ ok: true }) : refuse(c, 'no such snapshot', 404),
  );

  control.get('/requests', (c) => c.json(deps.log.recent(Number(c.req.query('limit') ?? 100) || 100)));
  // A HAR file of the log (this sandbox's, in a sandbox), for DevTools' Network panel and other tools.
  control.get('/requests.har', (c) => {
    c.header('content-disposition', 'attachment; filename="requests.har"');
    return c.json(harOf(deps.log.recent(Number.MAX_SAFE_INTEGER, { wholeAnswers: true }), deps.config.publicOrigin));
  });
  control.delete('/requests', (c) => {
    deps.log.clear();
    return c.json({ ok: true });
  });
  control.get('/requests/stream', (c) =>
    streamSSE(c, async (stream) => {
      const unsubscribe = deps.log.subscribe((entry) => {
        void stream.writeSSE({ event: 'request', id: String(entry.id), data: JSON.stringify(entry) });
      });
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'ready', data: '{}' });
      // A quiet server still sends a comment now and then, so proxies keep the stream open.
      while (!stream.aborted) {
        await stream.sleep(15_000);
        if (!stream.aborted) await stream.write(': keep-alive\n\n');
      }
    }),
  );

  // The real host is one for the whole server: its drift is the same from every sandbox.
  control.get('/drift', (c) =>
    c.json({
      upstream: deps.upstream?.state() ?? null,
      reports: deps.upstream?.drift.list() ?? [],
    } satisfies DriftState),
  );
  control.delete('/drift', (c) => {
    deps.upstream?.drift.clear();
    return c.json({ ok: true });
  });

  control.get('/scenarios', (c) =>
    c.json(
      shippedScenarios(scenariosDir).map(({ steps, ...s }) => ({
        name: s.name,
        description: s.description,
        steps: steps.length,
        reset: s.reset,
        clock: s.clock,
        plan: steps,
      })),
    ),
  );
  control.post('/scenarios', async (c) => {
    const raw = await jsonBody(c);
    if (raw === undefined) return refuse(c, 'the body must be a scenario (JSON) or { "name": "<shipped scenario>" }');
    const named = z.object({ name: z.string() }).strict().safeParse(raw);
    let scenario: Scenario | undefined;
    try {
      scenario = named.success
        ? shippedScenarios(scenariosDir).find((s) => s.name === named.data.name)
        : parseScenario(raw, 'the posted scenario');
    } catch (error) {
      if (error instanceof ScenarioError) return refuse(c, error.message);
      throw error;
    }
    if (!scenario) return refuse(c, `no shipped scenario named ${JSON.stringify(named.data?.name)}`, 404);
    try {
      return c.json({ name: scenario.name, faultIds: applyScenario(deps, scenario) });
    } catch (error) {
      if (error instanceof ScenarioError) return refuse(c, error.message);
      throw error;
    }
  });

  control.get('/users', (c) => c.json(listUsers(deps.store.db)));
  control.post('/users', async (c) => {
    const body = await bodyOf(c, testUserSpec, {});
    if ('response' in body) return body.response;
    return c.json(await createTestUser(deps, body.data));
  });
  control.post('/users/:id/missions', (c) => {
    const progress = completeMissions(deps, Number(c.req.param('id')) || 0);
    return progress ? c.json(progress) : refuse(c, 'no such user', 404);
  });
  control.get('/users/:id/orders', (c) => c.json(listOrders(deps.store.db, Number(c.req.param('id')) || 0)));

  control.post('/social-code', async (c) => {
    const body = await bodyOf(c, socialCodeBodySchema);
    if ('response' in body) return body.response;
    const code = testerConsentCode(deps, body.data.provider, body.data.email, body.data.redirectUri);
    return code
      ? c.json({ code })
      : refuse(c, 'the mock provider has no such account: create it on its consent page first', 404);
  });

  control.get('/products', (c) => c.json(listProducts(deps.store.db)));
  control.post('/products/:id/stock', async (c) => {
    const body = await bodyOf(c, stockBodySchema);
    if ('response' in body) return body.response;
    const product = setStock(deps.store.db, Number(c.req.param('id')) || 0, body.data.stock);
    return product ? c.json(product) : refuse(c, 'no such product', 404);
  });
  control.get('/reports', (c) => c.json(listReports(deps.store.db)));
  control.route('/', sandboxRoutes(deps));
  return control;
}

import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { verifyBodySchema } from '../../src/shared/control-verify';
import type { AppDeps } from '../deps';
import { verifyJournal } from '../lib/verify-journal';
import { bodyOf, refuse } from './answers';

type ControlEnv = { Bindings: HttpBindings };

/**
 * `POST /__mock/verify`: a request pattern against the request journal, scoped like the journal:
 * from the shared data a tester reads any sandbox's, from inside one that sandbox's only.
 */
export function verifyRoutes(deps: AppDeps): Hono<ControlEnv> {
  const routes = new Hono<ControlEnv>();
  routes.post('/verify', async (c) => {
    const body = await bodyOf(c, verifyBodySchema);
    if ('response' in body) return body.response;
    const named = body.data.request.sandbox;
    const current = deps.sandbox ?? null;
    const journalOf =
      named === undefined || named === current ? deps : current === null ? deps.sandboxes.find(named) : undefined;
    if (!journalOf) return refuse(c, `no sandbox named ${JSON.stringify(named)}`, 404);
    const journal = journalOf.log.recent(Number.MAX_SAFE_INTEGER);
    return c.json(verifyJournal(journal, body.data, journalOf.sandbox ?? null));
  });
  return routes;
}

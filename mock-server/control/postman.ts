import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { memberTokenBodySchema } from '../../src/shared/control-postman';
import type { ApiEnv, AppDeps } from '../deps';
import { sessionIO } from '../routes/register';
import { signInAsMember } from '../services/tester-sign-in';
import { bodyOf, refuse } from './answers';
import { postmanCollection, postmanEnvironment, type CollectionSource } from './postman-collection';

type ControlEnv = { Bindings: HttpBindings };

/**
 * The Postman collection and its environment, imported by URL, and the sign-in they use: a
 * member's token without the password (decisions 131 and 132). Under /__mock: only a tester
 * (loopback, or the control token) may sign in as anyone.
 */
export function postmanRoutes(deps: AppDeps, document: () => CollectionSource): Hono<ControlEnv> {
  const routes = new Hono<ControlEnv>();
  let collection: ReturnType<typeof postmanCollection> | undefined;

  routes.post('/tokens', async (c) => {
    const body = await bodyOf(c, memberTokenBodySchema, {});
    if ('response' in body) return body.response;
    const session = sessionIO(c as unknown as Context<ApiEnv>, deps.config.publicOrigin);
    const signedIn = await signInAsMember(deps, session, body.data.email);
    return signedIn ? c.json(signedIn) : refuse(c, 'no active member with that e-mail', 404);
  });
  // The same for every origin and sandbox: the server is named by the environment's baseUrl.
  routes.get('/postman/collection.json', (c) => c.json((collection ??= postmanCollection(document()))));
  routes.get('/postman/environment.json', (c) => c.json(postmanEnvironment(deps.config.publicOrigin)));
  return routes;
}

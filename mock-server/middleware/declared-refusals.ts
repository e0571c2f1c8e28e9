import type { MiddlewareHandler } from 'hono';
import { refusalsOf, type Endpoint } from '../../src/shared/endpoint';
import type { ApiEnv } from '../deps';
import { errorEnvelope } from './envelope';

/**
 * With `--check-responses` (always in tests): a refusal in the envelope that the call does not
 * declare in the contract, so the OpenAPI document does not list it, answers 500 instead, and
 * every test that reaches it fails.
 */
export function holdToDeclaredRefusals(endpoint: Endpoint): MiddlewareHandler<ApiEnv> {
  const declared = new Set<string>(refusalsOf(endpoint));
  return async (c, next) => {
    await next();
    const code = c.get('errorCode');
    if (c.res.status !== 200 || code === undefined || declared.has(code)) return;
    console.error(`[mock-server] ${endpoint.path} answered ${code}, which its contract does not declare`);
    c.set('errorCode', 'INTERNAL');
    c.res = c.json(errorEnvelope(c.get('lang'), 'INTERNAL'), 500);
  };
}

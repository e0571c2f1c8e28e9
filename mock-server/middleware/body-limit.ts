import type { MiddlewareHandler } from 'hono';
import { allEndpoints } from '../../src/shared/api';
import { AppError } from '../lib/errors';
import { requestHeader } from '../lib/request';

/** What a call of the endpoint table may send unless it says otherwise. */
export const DEFAULT_API_BODY = 1024 * 1024;
/** The mock sign-in's consent form: an address, a name, a password, a state and where to go back. */
export const CONSENT_FORM_BODY = 16 * 1024;
/** Control calls: a scenario file, a test account, a fault. */
export const CONTROL_BODY = 1024 * 1024;
/** Paths that read no body: only the request log looks at its first 4 KB. */
const OTHER_BODY = 64 * 1024;

const endpointLimits = new Map(
  allEndpoints().map(({ endpoint }) => [endpoint.path, endpoint.maxBodyBytes ?? DEFAULT_API_BODY]),
);

export function bodyLimitOf(path: string): number {
  if (path.startsWith('/__mock/')) return CONTROL_BODY;
  if (path.startsWith('/oauth/')) return CONSENT_FORM_BODY;
  return endpointLimits.get(path) ?? OTHER_BODY;
}

/**
 * Before routing or authentication: a body declared larger than its path's limit is refused unread.
 * Bodies without a length (chunked) are bounded by whoever reads them, each with the same limit.
 */
export const refuseOversizeBodies = (): MiddlewareHandler => async (c, next) => {
  const declared = Number(requestHeader(c, 'content-length') ?? 0);
  if (declared > bodyLimitOf(c.req.path)) throw new AppError('PAYLOAD_TOO_LARGE', 413);
  await next();
};

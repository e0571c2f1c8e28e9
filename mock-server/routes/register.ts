import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { allEndpoints } from '../../src/shared/api';
import type { Endpoint } from '../../src/shared/endpoint';
import type { ApiEnv, AppDeps } from '../deps';
import { AppError } from '../lib/errors';
import { requestHeader } from '../lib/request';
import { authenticate } from '../middleware/auth';
import { holdToDeclaredRefusals } from '../middleware/declared-refusals';
import { honourIdempotencyKeys } from '../middleware/idempotency';
import { successEnvelope } from '../middleware/envelope';
import { validateBody } from '../middleware/validate';
import { rateLimitSource } from '../services/rate-limit';
import type { SessionIO } from '../services/session';
import type { Handler } from './handler';
import { handlers } from './index';

const REFRESH_COOKIE = 'refresh';
const DEVICE_COOKIE = 'device';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The exchange as a service sees it: the refresh cookie, the `access` header, the address. A class,
 * made on every call: an object literal with a getter is built by V8's slow path (1 % of a like).
 */
class HonoSessionIO implements SessionIO {
  // Strict: never sent along from another site's page (other ports of the same host are the same
  // site, which is why the API also refuses foreign origins). Secure when the app is served over
  // https, so the cookie never travels in clear (plain-http loopback keeps working).
  private readonly cookie;

  constructor(
    private readonly c: Context<ApiEnv>,
    publicOrigin: string,
  ) {
    this.cookie = {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
      secure: publicOrigin.startsWith('https:'),
    } as const;
  }

  refreshToken() {
    return getCookie(this.c, REFRESH_COOKIE);
  }
  setRefreshToken(token: string, persistent: boolean) {
    setCookie(this.c, REFRESH_COOKIE, token, persistent ? { ...this.cookie, maxAge: THIRTY_DAYS_S } : this.cookie);
  }
  clearRefreshToken() {
    deleteCookie(this.c, REFRESH_COOKIE, this.cookie);
  }
  setAccessHeader(token: string) {
    this.c.header('access', token);
  }
  accessToken() {
    return requestHeader(this.c, 'access');
  }
  deviceCookie() {
    return getCookie(this.c, DEVICE_COOKIE);
  }
  setDeviceCookie(value: string) {
    setCookie(this.c, DEVICE_COOKIE, value, { ...this.cookie, maxAge: YEAR_S });
  }
  /** Read only by the calls that rate-limit: the others pay nothing for it. */
  get address() {
    return rateLimitSource(this.c.env?.incoming?.socket?.remoteAddress ?? '127.0.0.1');
  }
}

export const sessionIO = (c: Context<ApiEnv>, publicOrigin: string): SessionIO => new HonoSessionIO(c, publicOrigin);

function run(endpoint: Endpoint, handler: Handler<Endpoint>, deps: AppDeps) {
  return async (c: Context<ApiEnv>) => {
    const lang = c.get('lang');
    const data = await handler({
      body: c.get('body') as never,
      userId: c.get('userId') as never,
      lang,
      db: deps.store.db,
      deps,
      session: sessionIO(c, deps.config.publicOrigin),
    });
    if (deps.config.checkResponses) {
      const checked = endpoint.response.safeParse(data);
      if (!checked.success) {
        console.error(`[mock-server] ${endpoint.path} answered outside its contract`, checked.error.issues);
        throw new AppError('INTERNAL', 500);
      }
    }
    return c.json(successEnvelope(lang, data ?? null));
  };
}

/** One POST route per entry of the endpoint table: auth, validation, idempotency keys, then the domain handler. */
export function registerApi(app: Hono<ApiEnv>, deps: AppDeps): void {
  const idempotent = honourIdempotencyKeys(deps);
  for (const { domain, name, endpoint } of allEndpoints()) {
    const handler = (handlers[domain] as Record<string, Handler<Endpoint>>)[name]!;
    if (deps.config.checkResponses) app.use(endpoint.path, holdToDeclaredRefusals(endpoint));
    app.post(
      endpoint.path,
      authenticate(endpoint, deps),
      validateBody(endpoint),
      idempotent,
      run(endpoint, handler, deps),
    );
  }
}

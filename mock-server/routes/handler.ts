import type { Language } from '../../src/shared/constants';
import type { Api, Domain } from '../../src/shared/api';
import type { AccessOf, ParsedRequestOf, ResponseOf } from '../../src/shared/endpoint';
import type { Db } from '../../db/client';
import type { AppDeps } from '../deps';

/** What a handler may do to the HTTP exchange, without knowing HTTP. */
export interface SessionIO {
  refreshToken(): string | undefined;
  setRefreshToken(token: string, persistent: boolean): void;
  clearRefreshToken(): void;
  setAccessHeader(token: string): void;
  /** The `access` header as sent, live or not (logout ends the sign-in of a stale one too). */
  accessToken(): string | undefined;
  /** The caller's network address, for rate limits. */
  address: string;
}

export interface CallContext<E> {
  body: ParsedRequestOf<E>;
  userId: AccessOf<E> extends 'user' ? number : number | null;
  lang: Language;
  db: Db;
  deps: AppDeps;
  session: SessionIO;
}

export type Handler<E> = (ctx: CallContext<E>) => ResponseOf<E> | Promise<ResponseOf<E>>;

export type DomainHandlers<D extends Domain> = { [K in keyof Api[D]]?: Handler<Api[D][K]> };

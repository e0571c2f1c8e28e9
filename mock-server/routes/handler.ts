import type { Language } from '../../src/shared/constants';
import type { Api, Domain } from '../../src/shared/api';
import type { AccessOf, ParsedRequestOf, ResponseOf } from '../../src/shared/endpoint';
import type { Db } from '../../db/client';
import type { AppDeps } from '../deps';
import type { SessionIO } from '../services/session';

export interface CallContext<E> {
  body: ParsedRequestOf<E>;
  userId: AccessOf<E> extends 'user' ? number : number | null;
  lang: Language;
  db: Db;
  deps: AppDeps;
  session: SessionIO;
}

export type Handler<E> = (ctx: CallContext<E>) => ResponseOf<E> | Promise<ResponseOf<E>>;

export type DomainHandlers<D extends Domain> = { [K in keyof Api[D]]: Handler<Api[D][K]> };

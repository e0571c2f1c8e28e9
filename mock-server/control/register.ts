import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import {
  allControlCalls,
  routePathOf,
  type ControlAnswerOf,
  type ControlCall,
  type ControlPathParamsOf,
  type controlTable,
  type ParsedControlBodyOf,
} from '../../src/shared/control';
import type { AppDeps } from '../deps';
import { bodyOf, refuse } from './answers';

export type ControlEnv = { Bindings: HttpBindings };

/** A control call's refusal: `{ ok: false, error }` with this status. */
export class Refusal {
  constructor(
    readonly error: string,
    readonly status: 400 | 404 | 503 = 400,
  ) {}
}

/** What a handler gets: the path's parameters as text, the query, the body already checked against the call's schema. */
export interface ControlInput<C extends ControlCall> {
  deps: AppDeps;
  c: Context<ControlEnv>;
  params: ControlPathParamsOf<C>;
  query: Record<string, string | undefined>;
  body: ParsedControlBodyOf<C>;
}

type Answer<C extends ControlCall> = ControlAnswerOf<C> | Refusal | Response;
/**
 * A control call's handler: translation only (the rules and queries are the services'). It answers
 * the call's schema, a Refusal, or a whole Response (an event stream, a redirect).
 */
export type ControlHandler<C extends ControlCall> = (input: ControlInput<C>) => Answer<C> | Promise<Answer<C>>;

type Table = typeof controlTable;
/** The handlers of one concern of the table: the type asks for one per call. */
export type ControlHandlersOf<K extends keyof Table> = {
  [N in keyof Table[K]]: Table[K][N] extends infer C extends ControlCall ? ControlHandler<C> : never;
};
export type ControlHandlers = { [K in keyof Table]: ControlHandlersOf<K> };

/** One route per call of the control table: the body checked against its schema, then its handler. */
export function registerControl(app: Hono<ControlEnv>, deps: AppDeps, handlers: ControlHandlers): void {
  for (const { concern, name, call } of allControlCalls()) {
    const handler = (handlers[concern] as Record<string, ControlHandler<ControlCall>>)[name]!;
    app.on(call.method.toUpperCase(), routePathOf(call), async (c) => {
      let body: unknown;
      if (call.body && !call.readsBodyItself) {
        const parsed = await bodyOf(c, call.body, call.bodyOptional ? {} : undefined);
        if ('response' in parsed) return parsed.response;
        body = parsed.data;
      }
      const answer = await handler({
        deps,
        c,
        params: c.req.param() as never,
        query: c.req.query(),
        body: body as never,
      });
      if (answer instanceof Response) return answer;
      if (answer instanceof Refusal) return refuse(c, answer.error, answer.status);
      return c.json(answer as object);
    });
  }
}

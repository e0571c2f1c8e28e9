import { z } from 'zod';

/**
 * One call of the control API (under /__mock): the server registers its route from it, the
 * OpenAPI document describes it, and the console's client calls it, typed by its schemas.
 * Plain JSON in and out; a refusal answers `{ ok: false, error }` with its HTTP status.
 */
interface ControlCallBase {
  method: 'get' | 'post' | 'delete';
  /** The whole path, with `{name}` for each path parameter. */
  path: `/__mock/${string}`;
  summary: string;
  body?: z.ZodType;
  /** An empty body is taken as `{}` (every field has a default). */
  bodyOptional?: true;
  /** The handler reads the body itself: its own parser says better than `body`'s union what is wrong. */
  readsBodyItself?: true;
  /** Path parameters that are not a numeric `id`, by name. */
  params?: Record<string, z.ZodType>;
  /** Query parameters the call reads, each optional. */
  query?: Record<string, { schema: z.ZodType; description: string }>;
  /** text/event-stream instead of JSON: `response` is the data of each event. */
  stream?: true;
  /** Headers of the answer besides its media type, with what each says. */
  headers?: Record<string, string>;
  /** Refusals besides a wrong body (400), no access (403) and an unknown target (404): when each happens. */
  refusals?: Partial<Record<400 | 404 | 503, string>>;
}

export type ControlCall = ControlCallBase &
  (
    | { response: z.ZodType; redirect?: never }
    | {
        /** A page opened in a browser: 303 to `to`, setting (or clearing) this cookie. */
        redirect: { cookie: string };
        response?: never;
      }
  );

/** Declares a control call, keeping its schemas' types for the server's handler and the console's client. */
export const controlCall = <const C extends ControlCall>(call: C): C => call;

export const okSchema = z.object({ ok: z.literal(true) });

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
/** The path parameters of a call, by name (`{ id: 3 }` for `/__mock/users/{id}/orders`). */
export type ControlParamsOf<C extends ControlCall> = Record<ParamNames<C['path']>, string | number>;
/** The path parameters as the server reads them: text, checked by the handler. */
export type ControlPathParamsOf<C extends ControlCall> = Record<ParamNames<C['path']>, string>;
/** The body a caller sends (zod's input: defaults may be left out). */
export type ControlBodyOf<C extends ControlCall> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
/** The body the handler gets, checked against the call's schema. */
export type ParsedControlBodyOf<C extends ControlCall> = C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
/** What the call answers. */
export type ControlAnswerOf<C extends ControlCall> = C['response'] extends z.ZodType ? z.output<C['response']> : never;
export type ControlQueryOf<C extends ControlCall> = Partial<Record<keyof C['query'], string | number>>;

/** A client's arguments, in order: the path parameters, the body, the query; each only when the call has it. */
export type ControlArgsOf<C extends ControlCall> = [
  ...([ParamNames<C['path']>] extends [never] ? [] : [params: ControlParamsOf<C>]),
  ...(C['readsBodyItself'] extends true
    ? [body: unknown]
    : C['body'] extends z.ZodType
      ? C['bodyOptional'] extends true
        ? [body?: ControlBodyOf<C>]
        : [body: ControlBodyOf<C>]
      : []),
  ...(C['query'] extends object ? [query?: ControlQueryOf<C>] : []),
];

/** The path as Hono registers it under the control app: `/users/:id/orders`. */
export const routePathOf = (call: ControlCall) => call.path.replace(/^\/__mock/, '').replace(/\{(\w+)\}/g, ':$1');

/** The call's URL with its parameters filled in and its query appended. */
export function controlUrl(
  call: ControlCall,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): Array<[string, string]> =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** Splits a client's arguments into parameters, body and query, as `ControlArgsOf` orders them. */
export function argumentsOf(call: ControlCall, args: readonly unknown[]) {
  const rest = [...args];
  const params = call.path.includes('{') ? (rest.shift() as Record<string, string | number>) : undefined;
  const body = call.body ? rest.shift() : undefined;
  const query = call.query ? (rest.shift() as Record<string, string | number | undefined> | undefined) : undefined;
  return { params, body, query };
}

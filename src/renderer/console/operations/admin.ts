import type { z } from 'zod';
import { ADMIN_CALLS, type AdminCall, type AdminCallName } from '../../../shared/admin';
import { controlRequest, useControlLoad, type Resource } from '../control';

type AdminCallOf<N extends AdminCallName> = Extract<(typeof ADMIN_CALLS)[number], { name: N }>;
type BodyPart<B> = B extends z.ZodType
  ? Record<string, never> extends z.input<B>
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : object;
/** What an admin call takes: the `:id` of its path, its query, its body (typed by the admin table). */
type AdminInput<N extends AdminCallName> = {
  id?: number;
  query?: Record<string, string | number | undefined>;
} & BodyPart<AdminCallOf<N>['body']>;
type AdminArgs<N extends AdminCallName> = AdminCallOf<N>['body'] extends z.ZodType
  ? Record<string, never> extends z.input<AdminCallOf<N>['body']>
    ? [input?: AdminInput<N>]
    : [input: AdminInput<N>]
  : [input?: AdminInput<N>];
/** A read answers its schema; a write the changed row, which the console does not read. */
type AdminAnswer<N extends AdminCallName> =
  AdminCallOf<N> extends { response: infer R extends z.ZodType } ? z.output<R> : unknown;

interface AnyInput {
  id?: number;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}
const adminUrl = (call: AdminCall, { id, query = {} }: AnyInput) => {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): Array<[string, string]> =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();
  return `/__mock/admin${call.path.replace(':id', String(id))}${search ? `?${search}` : ''}`;
};
/** A write without a body sends `{}` (the server reads every write's body); a read and a delete send none. */
const sendAdmin = (call: AdminCall, input: AnyInput = {}) =>
  controlRequest(
    adminUrl(call, input),
    call.method,
    input.body ?? (call.method === 'GET' || call.method === 'DELETE' ? undefined : {}),
  );

/** The operators' admin API as functions, built from its table: `adminClient.suspend({ id, body })`. */
export const adminClient = Object.fromEntries(
  ADMIN_CALLS.map((call) => [call.name, (input?: AnyInput) => sendAdmin(call, input)]),
) as unknown as { [N in AdminCallName]: (...args: AdminArgs<N>) => Promise<AdminAnswer<N>> };

/** An admin read through the data layer, refreshed whenever the data changes. */
export function useAdmin<N extends AdminCallName>(name: N, input?: AdminInput<N>): Resource<AdminAnswer<N>> {
  const call = ADMIN_CALLS.find((c) => c.name === name)!;
  const given: AnyInput = input ?? {};
  return useControlLoad(adminUrl(call, given), () => sendAdmin(call, given) as Promise<AdminAnswer<N>>);
}

/** A DateTimeField's value (this browser's wall time) as an ISO instant, or undefined when empty. */
export const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/**
 * The mock server's own control API (docs/mock-server.md) and the scenario file format: read by
 * the server, the tester console and outside scripts. One file per concern; `controlTable` gathers
 * their calls, from which the server registers its routes, the OpenAPI document describes them and
 * the console's client calls them.
 */
import type { ControlCall } from './call';
import { clockCalls } from './clock';
import { dataCalls } from './data';
import { driftCalls } from './drift';
import { faultCalls } from './faults';
import { recordCalls } from './records';
import { requestCalls } from './requests';
import { sandboxCalls } from './sandboxes';
import { scenarioCalls } from './scenarios';
import { serverCalls } from './server';
import { userCalls } from './users';

export * from './call';
export * from './clock';
export * from './data';
export * from './drift';
export * from './faults';
export * from './har';
export * from './records';
export * from './requests';
export * from './sandboxes';
export * from './scenarios';
export * from './users';

export const controlTable = {
  server: serverCalls,
  faults: faultCalls,
  clock: clockCalls,
  data: dataCalls,
  requests: requestCalls,
  scenarios: scenarioCalls,
  users: userCalls,
  records: recordCalls,
  drift: driftCalls,
  sandboxes: sandboxCalls,
};
export type ControlConcern = keyof typeof controlTable;

/** Every control call with its concern and name, in the table's order. */
export const allControlCalls = (): Array<{ concern: ControlConcern; name: string; call: ControlCall }> =>
  Object.entries(controlTable).flatMap(([concern, calls]) =>
    Object.entries(calls).map(([name, call]) => ({
      concern: concern as ControlConcern,
      name,
      call: call as ControlCall,
    })),
  );

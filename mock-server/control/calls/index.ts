import type { ControlHandlers } from '../register';
import { clockHandlers } from './clock';
import { dataHandlers } from './data';
import { driftHandlers } from './drift';
import { faultHandlers } from './faults';
import { recordHandlers } from './records';
import { requestHandlers } from './requests';
import { sandboxHandlers } from './sandboxes';
import { scenarioHandlers } from './scenarios';
import { serverHandlers } from './server';
import { userHandlers } from './users';

/** One handler per call of the control table (src/shared/control), by concern: the type asks for each. */
export const controlHandlers: ControlHandlers = {
  server: serverHandlers,
  faults: faultHandlers,
  clock: clockHandlers,
  data: dataHandlers,
  requests: requestHandlers,
  scenarios: scenarioHandlers,
  users: userHandlers,
  records: recordHandlers,
  drift: driftHandlers,
  sandboxes: sandboxHandlers,
};

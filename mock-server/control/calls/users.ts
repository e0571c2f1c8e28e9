import { listMails } from '../../services/mailbox';
import { listOrders, listUsers } from '../../services/console-views';
import { testerConsentCode } from '../../services/oauth';
import { completeMissions, createTestUser } from '../../services/test-users';
import { Refusal, type ControlHandlersOf } from '../register';

export const userHandlers: ControlHandlersOf<'users'> = {
  list: ({ deps }) => listUsers(deps.store.db),
  create: ({ deps, body }) => createTestUser(deps, body),
  completeMissions: ({ deps, params }) =>
    completeMissions(deps, Number(params.id) || 0) ?? new Refusal('no such user', 404),
  orders: ({ deps, params }) => listOrders(deps.store.db, Number(params.id) || 0),
  socialCode: ({ deps, body }) => {
    const code = testerConsentCode(deps, body.provider, body.email, body.redirectUri);
    return code
      ? { code }
      : new Refusal('the mock provider has no such account: create it on its consent page first', 404);
  },
  mailbox: ({ deps, query }) => listMails(deps.store.db, query.email?.trim().toLowerCase()),
};

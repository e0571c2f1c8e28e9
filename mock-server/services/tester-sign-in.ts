import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import type { MemberToken } from '../../src/shared/control';
import type { AppDeps } from '../deps';
import { startSession, type SessionIO } from './session';

/**
 * A tester's sign-in as a member, without the password: a kept sign-in (refresh cookie and access
 * token) as the member's own would start, for tools that cannot encrypt the password with
 * RSA-OAEP (Postman's scripts). Null when no active member has that e-mail.
 */
export async function signInAsMember(
  deps: AppDeps,
  session: SessionIO,
  email: string = DEMO_ACCOUNTS[0].email,
): Promise<MemberToken | null> {
  const member = deps.store.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.status, 'active')))
    .get();
  if (!member?.email) return null;
  const access = await startSession(deps, session, member.id, true);
  return { access, userId: member.id, email: member.email, now: deps.clock.now() };
}

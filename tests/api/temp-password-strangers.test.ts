import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails } from '../../db/schema';
import { sendTempPassword } from '../../mock-server/services/auth';
import { createTestServer } from '../support/api';

/** Issue 38, finding 8: a stranger's temporary-password requests never block the owner's recovery. */
const s = createTestServer();
const mailsTo = (email: string) =>
  s.store.db.select().from(mails).where(eq(mails.to, email)).orderBy(desc(mails.id)).all();

describe('temporary passwords asked for by a stranger', () => {
  it('past the limit are accepted silently and mail nothing; the owner from their own address still gets one', async () => {
    const owner = await s.signedInUser();
    for (let i = 0; i < 8; i++)
      await expect(sendTempPassword(s.deps, 'ko', owner.email, '203.0.113.66')).resolves.toEqual({ sent: true });
    expect(mailsTo(owner.email)).toHaveLength(5);

    await expect(sendTempPassword(s.deps, 'ko', owner.email, '198.51.100.7')).resolves.toEqual({ sent: true });
    expect(mailsTo(owner.email)).toHaveLength(6);
  });
});

import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mails } from '../../db/schema';

/** The mails "sent" (to one address, or to all), newest first: what a tester reads codes from. */
export function listMails(db: Db, email: string | undefined) {
  return db
    .select()
    .from(mails)
    .where(email ? eq(mails.to, email) : undefined)
    .orderBy(desc(mails.id))
    .limit(100)
    .all();
}

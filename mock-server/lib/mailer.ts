import { mails } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Clock } from './clock';

export interface Mail {
  to: string;
  kind: string;
  subject: string;
  body: string;
  code?: string;
}

export interface Mailer {
  send(db: Db, mail: Mail): void;
}

/** The mock server sends nothing: mails land in a table that testers read at /__mock/mailbox. */
export function createMailer(clock: Clock): Mailer {
  return {
    send: (db, mail) => {
      db.insert(mails)
        .values({ ...mail, code: mail.code ?? null, createdAt: clock.now() })
        .run();
    },
  };
}

import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { transactQueued } from '../../db/client';

function ledger() {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE accounts (id INTEGER PRIMARY KEY, balance INTEGER NOT NULL CHECK (balance >= 0));
    CREATE TABLE transfers (account_id INTEGER REFERENCES accounts (id) DEFERRABLE INITIALLY DEFERRED);
    INSERT INTO accounts VALUES (1, 100);`);
  db.pragma('foreign_keys = ON');
  const withdraw = (amount: number) => () => {
    db.prepare('UPDATE accounts SET balance = balance - ? WHERE id = 1').run(amount);
    return (db.prepare('SELECT balance FROM accounts WHERE id = 1').get() as { balance: number }).balance;
  };
  const balance = () => (db.prepare('SELECT balance FROM accounts WHERE id = 1').get() as { balance: number }).balance;
  return { db, withdraw, balance };
}

describe('group commit (transactQueued)', () => {
  it('writes asked for together are stored together, each answered with its own result, in order', async () => {
    const { db, withdraw, balance } = ledger();
    let insideOneTransaction = true;
    const answers = Promise.all(
      [10, 20, 30].map((amount) =>
        transactQueued(db, () => {
          insideOneTransaction &&= db.inTransaction;
          return withdraw(amount)();
        }),
      ),
    );
    // Nothing is written before the queue is flushed on the next turn.
    expect(balance()).toBe(100);
    expect(await answers).toEqual([90, 70, 40]);
    expect(insideOneTransaction).toBe(true);
    expect(balance()).toBe(40);
    expect(db.inTransaction).toBe(false);
  });

  it('a refused write rolls back alone; the others are stored', async () => {
    const { db, withdraw, balance } = ledger();
    const results = await Promise.allSettled([
      transactQueued(db, withdraw(30)),
      transactQueued(db, () => {
        withdraw(20)();
        throw new Error('refused after writing');
      }),
      transactQueued(db, withdraw(500)), // breaks the CHECK: SQLite refuses the statement
      transactQueued(db, withdraw(50)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(results[1]).toMatchObject({ reason: new Error('refused after writing') });
    expect(balance()).toBe(20);
  });

  it('when the shared commit fails, every write of it is refused and none is stored', async () => {
    const { db, withdraw, balance } = ledger();
    const results = await Promise.allSettled([
      transactQueued(db, withdraw(10)),
      // A deferred foreign key is only checked at COMMIT, so this fails the whole group.
      transactQueued(db, () => db.prepare('INSERT INTO transfers VALUES (99)').run()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(balance()).toBe(100);
    expect(db.inTransaction).toBe(false);
  });

  it('writes asked for on later turns get later commits', async () => {
    const { db, withdraw, balance } = ledger();
    expect(await transactQueued(db, withdraw(1))).toBe(99);
    expect(await transactQueued(db, withdraw(1))).toBe(98);
    expect(balance()).toBe(98);
  });
});

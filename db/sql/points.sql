-- The point ledger is append-only: a row, once written, is history. (Deleting stays possible so
-- the tester's reset can clear the data; no API path deletes ledger rows.)
CREATE TRIGGER IF NOT EXISTS point_ledger_append_only
BEFORE UPDATE ON point_ledger
BEGIN
  SELECT RAISE(ABORT, 'point_ledger is append-only');
END;

-- The last line of defence for "never a negative balance", whatever code path tries it.
CREATE TRIGGER IF NOT EXISTS users_point_balance_not_negative
BEFORE UPDATE OF point_balance ON users
WHEN NEW.point_balance < 0
BEGIN
  SELECT RAISE(ABORT, 'point balance cannot be negative');
END;

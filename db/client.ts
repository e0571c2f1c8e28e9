import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema>;
export interface Store {
  db: Db;
  sqlite: Database.Database;
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const migrationsFolder = here('./migrations');
const extraSqlFolder = here('./sql');

/**
 * Where a bundle finds what lives next to this file in the repo: the desktop build copies the
 * folders beside its own bundle, and brings better-sqlite3 compiled for Electron's ABI.
 */
export interface StoreOptions {
  migrationsFolder?: string;
  sqlFolder?: string;
  /** better-sqlite3's nativeBinding: the compiled .node file to load instead of Node's build. */
  nativeBinding?: string;
}

/** Opens (creating if needed) a database file or ':memory:' with the schema migrated. */
export function openStore(file: string, options: StoreOptions = {}): Store {
  const folders = {
    migrations: options.migrationsFolder ?? migrationsFolder,
    sql: options.sqlFolder ?? extraSqlFolder,
  };
  const sqlite = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  if (!migrationsMatch(sqlite, folders.migrations)) resetSchema(sqlite);
  migrate(db, { migrationsFolder: folders.migrations });
  applyExtraSql(sqlite, folders.sql);
  return { db, sqlite };
}

/**
 * An in-memory database made from a serialized image (`sqlite.serialize()` of a migrated one):
 * SQLite copies the pages, so no migration, seed or index build runs again.
 */
export function storeFromImage(bytes: Uint8Array, options: Pick<StoreOptions, 'nativeBinding'> = {}): Store {
  let image = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // A WAL database's file (a snapshot) says so in header bytes 18-19; SQLite refuses to open such
  // an image in memory, where there is no WAL, so the copy says "rollback journal" instead.
  if (image[18] === 2) {
    image = Buffer.from(image);
    image[18] = image[19] = 1;
  }
  const sqlite = new Database(image, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  sqlite.pragma('foreign_keys = ON');
  return { db: drizzle(sqlite, { schema }), sqlite };
}

/** Bytes the database holds (pages in use and free), without copying them. */
export function storeBytes(store: Store): number {
  return (
    Number(store.sqlite.pragma('page_count', { simple: true })) *
    Number(store.sqlite.pragma('page_size', { simple: true }))
  );
}

/** Indexes drizzle cannot describe (FTS5 tables and their triggers); each file is idempotent. */
function applyExtraSql(sqlite: Database.Database, folder: string): void {
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    sqlite.exec(readFileSync(`${folder}/${name}`, 'utf8'));
  }
}

/** A demo database made by an older initial migration cannot be migrated forward: rebuild it. */
function migrationsMatch(sqlite: Database.Database, folder: string): boolean {
  const hasTable = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE name = '__drizzle_migrations'").get();
  if (!hasTable) return true;
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const known = new Set(journal.entries.map((e) => e.when));
  const applied = sqlite.prepare('SELECT created_at AS createdAt FROM __drizzle_migrations').all() as Array<{
    createdAt: number;
  }>;
  return applied.every((row) => known.has(Number(row.createdAt)));
}

function resetSchema(sqlite: Database.Database): void {
  sqlite.pragma('foreign_keys = OFF');
  const objects = sqlite
    .prepare("SELECT type, name FROM sqlite_master WHERE type IN ('table','view') AND name NOT LIKE 'sqlite_%'")
    .all() as Array<{ type: string; name: string }>;
  for (const o of objects) sqlite.exec(`DROP ${o.type === 'view' ? 'VIEW' : 'TABLE'} IF EXISTS "${o.name}"`);
  sqlite.pragma('foreign_keys = ON');
}

/** The tables holding data, in `schema` (main or an attached file): not SQLite's, the migrations' or full-text shadow tables. */
export function dataTables(sqlite: Database.Database, schema = 'main'): string[] {
  const rows = sqlite
    .prepare(
      `SELECT name FROM "${schema}".sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' AND sql NOT LIKE 'CREATE VIRTUAL%' AND name NOT LIKE '%_fts_%'`,
    )
    .all() as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

/** Empties every data table, for a reset that keeps the schema. */
export function clearData(sqlite: Database.Database): void {
  sqlite.pragma('foreign_keys = OFF');
  sqlite.transaction(() => {
    for (const table of dataTables(sqlite)) sqlite.exec(`DELETE FROM "${table}"`);
    if (sqlite.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get())
      sqlite.exec('DELETE FROM sqlite_sequence');
  })();
  sqlite.pragma('foreign_keys = ON');
  forgetPerConnection(sqlite);
}

const keptByConnection = new WeakMap<Database.Database, Map<string, unknown>>();
/** The connection behind a database or a transaction (a transaction has no $client, only its session's). */
const connectionOf = (db: Db | Database.Database): Database.Database =>
  db instanceof Database ? db : (db as unknown as { session: { client: Database.Database } }).session.client;

/** What a connection keeps for itself (statements, cached values), made on first use. */
function perConnection<T>(db: Db | Database.Database, key: string, build: (connection: Database.Database) => T): T {
  const connection = connectionOf(db);
  let byKey = keptByConnection.get(connection);
  if (!byKey) keptByConnection.set(connection, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, build(connection));
  return byKey.get(key) as T;
}

/**
 * A read's *result*, kept per connection until the data is replaced (`forgetPerConnection`, called
 * by a reset or a restore). No write notices it: only for tables the seed alone writes (notices,
 * banners, reference lists). Anything the API writes takes `cachedRead`, which a write expires.
 */
export function readOnceUntilReset<T>(db: Db, key: string, read: (db: Db) => T): T {
  return perConnection(db, `readOnce:${key}`, () => read(db));
}

/** A hand-written statement, prepared once per connection (the hot reads skip the query builder). */
export function preparedSql(db: Db | Database.Database, text: string): Database.Statement {
  return perConnection(db, `sql:${text}`, (connection) => connection.prepare(text));
}

interface QueuedWrite {
  work: () => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** One connection's queue of writes waiting for the next shared commit. */
function groupCommitter(connection: Database.Database): (work: () => unknown) => Promise<unknown> {
  let queue: QueuedWrite[] = [];
  const savepoint = connection.prepare('SAVEPOINT queued_write');
  const release = connection.prepare('RELEASE queued_write');
  const rollback = connection.prepare('ROLLBACK TO queued_write');
  const runAll = connection.transaction((writes: QueuedWrite[]): Outcome[] =>
    writes.map((write) => {
      savepoint.run();
      try {
        const value = write.work();
        release.run();
        return { ok: true, value };
      } catch (error) {
        rollback.run();
        release.run();
        return { ok: false, error };
      }
    }),
  );
  const flush = () => {
    const writes = queue;
    queue = [];
    let outcomes: Outcome[];
    try {
      outcomes = runAll(writes);
    } catch (error) {
      // The shared commit failed: nothing of any of them was stored.
      for (const write of writes) write.reject(error);
      return;
    }
    outcomes.forEach((outcome, i) =>
      outcome.ok ? writes[i]!.resolve(outcome.value) : writes[i]!.reject(outcome.error),
    );
  };
  return (work) =>
    new Promise((resolve, reject) => {
      if (queue.push({ work, resolve, reject }) === 1) setImmediate(flush);
    });
}

/**
 * Group commit for the busiest writes: the ones asked for in the same turn of the event loop share
 * one SQLite transaction, each in its own savepoint, so a refused write rolls back alone. A commit
 * costs more than a small write, and under load this halves what each write costs. The promise
 * settles after the shared commit: nobody is answered before their write is stored.
 */
export function transactQueued<T>(db: Db | Database.Database, work: () => T): Promise<T> {
  return perConnection(db, 'groupCommit', groupCommitter)(work) as Promise<T>;
}

const CACHED_READS = 2000;

/**
 * A read answered from memory until the database changes: SQLite's total_changes() moves on every
 * row this (only) connection writes, so a cached answer can never outlive the data it came from.
 * For hot lists whose cost is building many strings, not the SQL.
 */
export function cachedRead<T>(db: Db | Database.Database, key: string, read: () => T): T {
  const { version } = preparedSql(db, 'SELECT total_changes() AS version').get() as { version: number };
  const cache = perConnection(db, 'cachedReads', () => new Map<string, { version: number; value: unknown }>());
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.value as T;
  const value = read();
  if (cache.size >= CACHED_READS) cache.clear();
  cache.set(key, { version, value });
  return value;
}

/**
 * After a reset or a restore the same connection holds new data: whatever it kept (results of
 * `readOnceUntilReset` and `cachedRead`, statements) goes.
 */
export function forgetPerConnection(db: Db | Database.Database): void {
  keptByConnection.delete(connectionOf(db));
}

/** The highest member id this database ever gave out (SQLite's AUTOINCREMENT counter), 0 before any. */
export function lastUserId(sqlite: Database.Database): number {
  const row = sqlite.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'users'").get() as
    { seq: number } | undefined;
  return row?.seq ?? 0;
}

/** Raises the member id counter to at least `id`, so no id up to it is given out again. */
export function keepUserIdsAbove(sqlite: Database.Database, id: number): void {
  const raised = sqlite.prepare("UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'users'").run(id);
  if (raised.changes === 0) sqlite.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('users', ?)").run(id);
}

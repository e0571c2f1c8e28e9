import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataTables, forgetPerConnection, type Store } from '../../db/client';
import type { Snapshot } from '../../src/shared/control';

const FILE_SUFFIX = '.sqlite';

/**
 * Named copies of the whole database, one SQLite file each. Restoring copies the rows back
 * into the open database, so every holder of the store keeps working and file databases stay
 * where they are.
 */
export class SnapshotStore {
  private dir: string | undefined;

  /** Without a folder, a private temporary one is made on first use. */
  constructor(private readonly configuredDir?: string) {}

  private folder(): string {
    if (!this.dir) {
      if (this.configuredDir) mkdirSync(this.configuredDir, { recursive: true });
      this.dir = this.configuredDir ?? mkdtempSync(join(tmpdir(), 'tabi-snapshots-'));
    }
    return this.dir;
  }

  private file(name: string): string {
    return join(this.folder(), `${name}${FILE_SUFFIX}`);
  }

  list(): Snapshot[] {
    return readdirSync(this.folder())
      .filter((f) => f.endsWith(FILE_SUFFIX))
      .map((f) => {
        const stat = statSync(join(this.folder(), f));
        return { name: f.slice(0, -FILE_SUFFIX.length), createdAt: stat.mtimeMs, bytes: stat.size };
      })
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  save(store: Store, name: string): Snapshot {
    const file = this.file(name);
    rmSync(file, { force: true });
    store.sqlite.prepare('VACUUM main INTO ?').run(file);
    const stat = statSync(file);
    return { name, createdAt: stat.mtimeMs, bytes: stat.size };
  }

  /** False when no snapshot has that name. */
  restore(store: Store, name: string): boolean {
    const file = this.file(name);
    if (!this.list().some((s) => s.name === name)) return false;
    const { sqlite } = store;
    sqlite.prepare('ATTACH DATABASE ? AS snap').run(file);
    try {
      // Content tables only: full-text indexes follow through their triggers.
      const tables = dataTables(sqlite, 'snap');
      sqlite.pragma('foreign_keys = OFF');
      sqlite.transaction(() => {
        for (const table of tables) {
          // Generated columns (hidden 2 and 3) are computed again, never written.
          const columns = (
            sqlite.prepare(`PRAGMA main.table_xinfo("${table}")`).all() as Array<{ name: string; hidden: number }>
          )
            .filter((c) => c.hidden === 0)
            .map((c) => `"${c.name}"`)
            .join(', ');
          sqlite.exec(`DELETE FROM main."${table}"`);
          sqlite.exec(`INSERT INTO main."${table}" (${columns}) SELECT ${columns} FROM snap."${table}"`);
        }
        sqlite.exec('DELETE FROM main.sqlite_sequence');
        sqlite.exec('INSERT INTO main.sqlite_sequence SELECT * FROM snap.sqlite_sequence');
      })();
    } finally {
      sqlite.pragma('foreign_keys = ON');
      sqlite.exec('DETACH DATABASE snap');
    }
    forgetPerConnection(sqlite);
    return true;
  }

  /** The snapshot's file as bytes, for a sandbox made from it; undefined when there is none. */
  image(name: string): Uint8Array | undefined {
    return this.list().some((s) => s.name === name) ? readFileSync(this.file(name)) : undefined;
  }

  remove(name: string): boolean {
    const exists = this.list().some((s) => s.name === name);
    if (exists) rmSync(this.file(name));
    return exists;
  }
}

import type Database from 'better-sqlite3';

/** Stand-in for a member who already uploaded `bytes` of pictures (a zero blob costs no test time). */
export function fillQuota(sqlite: Database.Database, userId: number, bytes: number): void {
  const id = `filled-${userId}`;
  sqlite
    .prepare("INSERT INTO files (id, mime, data, created_at) VALUES (?, 'image/png', zeroblob(?), 0)")
    .run(id, bytes);
  sqlite.prepare('INSERT INTO file_owners (file_id, owner_id, created_at) VALUES (?, ?, 0)').run(id, userId);
}

import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * A reason the server cannot start that the person starting it can fix: one line saying what is
 * wrong and what to do, and the process's exit code, distinct per reason so scripts can tell them
 * apart (2 stays the command line's own: a wrong flag or scenario file).
 */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
    /** The system's code (EADDRINUSE…), for callers that try another port. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const EXIT = { portInUse: 3, folderReadOnly: 4, databaseIsFolder: 5, databaseReadOnly: 6 } as const;

/** Turns a failed listen into what to do about it; other errors pass through. */
export function listenError(error: unknown, port: number): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new StartupError(
      `port ${port} is already in use (another program, or this server started earlier): stop it, or choose another port with --port N (or PORT=N npm start)`,
      EXIT.portInUse,
      code,
    );
  if (code === 'EACCES')
    return new StartupError(
      `port ${port} may not be opened by this user: choose a port above 1023 with --port N (or PORT=N)`,
      EXIT.portInUse,
      code,
    );
  return error;
}

const writable = (path: string) => {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Refuses, before anything is created, a database the server could open but never write: a
 * folder, a read-only file, or a file in a folder it cannot write (SQLite keeps its journal beside
 * the file). The folder itself is made when missing, as before.
 */
export function checkDatabaseFile(file: string): void {
  if (file === ':memory:') return;
  const path = resolve(file);
  const fix = 'choose another file with --db FILE (or DB_FILE), or --db :memory: for a database that is not kept';
  if (existsSync(path) && statSync(path).isDirectory())
    throw new StartupError(`the database ${file} is a folder, not a file: ${fix}`, EXIT.databaseIsFolder);
  const folder = nearestExisting(dirname(path));
  if (!writable(folder))
    throw new StartupError(
      `the folder ${folder} cannot be written, so the database ${file} cannot be kept there: ${fix}`,
      EXIT.folderReadOnly,
    );
  if (existsSync(path) && !writable(path))
    throw new StartupError(
      `the database ${file} is read-only: make it writable (chmod u+w ${file}), or ${fix}`,
      EXIT.databaseReadOnly,
    );
}

function nearestExisting(folder: string): string {
  return existsSync(folder) || dirname(folder) === folder ? folder : nearestExisting(dirname(folder));
}

/** SQLite's refusals to open or write the file, said as what to do; other errors pass through. */
export function databaseError(error: unknown, file: string): unknown {
  const code = String((error as { code?: unknown }).code ?? '');
  const fix = 'choose another file with --db FILE (or DB_FILE), or --db :memory:';
  if (code.startsWith('SQLITE_READONLY'))
    return new StartupError(
      `the database ${file} cannot be written (${code}): make it and its folder writable, or ${fix}`,
      EXIT.databaseReadOnly,
    );
  if (code === 'SQLITE_CANTOPEN')
    return new StartupError(`the database ${file} cannot be opened: ${fix}`, EXIT.databaseIsFolder);
  return error;
}

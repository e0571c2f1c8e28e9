import { appendFileSync, existsSync, readFileSync, renameSync, statSync } from 'node:fs';

/** Past this the log moves to `<file>.old`: a kiosk runs for months. */
const MAX_BYTES = 1_000_000;

export interface KioskLog {
  write(line: string): void;
  /** The last lines, newest last, for the staff panel. */
  tail(lines: number): string[];
}

/** The kiosk's own log under the user-data folder: why it reloaded, restarted or relaunched. */
export function createKioskLog(file: string, now: () => Date = () => new Date()): KioskLog {
  return {
    write(line) {
      try {
        if (existsSync(file) && statSync(file).size > MAX_BYTES) renameSync(file, `${file}.old`);
        appendFileSync(file, `${now().toISOString()} ${line.replace(/\s+/g, ' ')}\n`);
      } catch (error) {
        // A full or read-only disk must not take the kiosk down with it.
        console.error('[kiosk] could not write the log', error);
      }
      console.warn(`[kiosk] ${line}`);
    },
    tail(lines) {
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines);
    },
  };
}

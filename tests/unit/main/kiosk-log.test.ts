import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createKioskLog } from '../../../src/main/kiosk-log';

describe('createKioskLog', () => {
  it('appends one timestamped line per event and reads back the tail', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const file = join(mkdtempSync(join(tmpdir(), 'kiosk-log-')), 'kiosk.log');
    const log = createKioskLog(file, () => new Date('2026-11-27T04:00:00Z'));
    expect(log.tail(5)).toEqual([]);
    log.write('renderer gone: oom\n(exit code 9)');
    log.write('server restarted');
    log.write('staff exit');
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe('2026-11-27T04:00:00.000Z renderer gone: oom (exit code 9)');
    expect(log.tail(2)).toEqual(['2026-11-27T04:00:00.000Z server restarted', '2026-11-27T04:00:00.000Z staff exit']);
  });
});

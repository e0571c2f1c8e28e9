import { useEffect, useState } from 'react';
import { controlTable } from '../../shared/control';
import { useControl } from './control';

/** Re-renders every second, for what shows the time. */
function useSecondTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
}

/**
 * The server's clock, ticking: the server's clock runs on from wherever it was set, so its time is
 * the machine's plus the offset last read (read again whenever the data changes).
 */
export function useServerClock() {
  const clock = useControl(controlTable.clock.get, []);
  const [offset, setOffset] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (clock.data) setOffset(clock.data.now - Date.now());
  }, [clock.data]);
  useSecondTick();
  return { clock, offset, now: offset === undefined ? undefined : Date.now() + offset };
}

/** Beyond this, the server's clock is not the machine's: someone moved it. */
export const MOVED_AFTER_MS = 60_000;

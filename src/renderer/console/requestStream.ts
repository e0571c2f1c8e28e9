import { useEffect, useState } from 'react';
import type { LoggedRequest } from '../../shared/control';
import { control, dataChanged, withToken } from './control';

export const SHOWN = 100;
/** Another sandbox's log is read again this often (an event stream cannot carry its header). */
const POLL_MS = 2000;

export type Connection = 'connecting' | 'live' | 'lost';

const newestFirst = (entries: LoggedRequest[]) => entries.sort((a, b) => b.id - a.id).slice(0, SHOWN);

/**
 * The recent calls of the console's own data, kept live by the server's event stream, or of
 * another sandbox (`sandbox`), read again every two seconds.
 */
export function useRequestLog(sandbox: string | null) {
  const [entries, setEntries] = useState<LoggedRequest[] | undefined>(undefined);
  const [connection, setConnection] = useState<Connection>('connecting');

  useEffect(() => {
    setEntries(undefined);
    if (sandbox !== null) {
      const read = () =>
        control<LoggedRequest[]>(`/requests?limit=${SHOWN}`, { sandbox }).then(
          (list) => {
            setEntries(list);
            setConnection('live');
          },
          () => setConnection('lost'),
        );
      void read();
      const timer = setInterval(() => void read(), POLL_MS);
      return () => clearInterval(timer);
    }
    const source = new EventSource(withToken('/__mock/requests/stream'));
    source.addEventListener('ready', () => {
      setConnection('live');
      // Fetched once the stream is open, so no call falls between the two.
      control<LoggedRequest[]>(`/requests?limit=${SHOWN}`).then(
        (list) =>
          setEntries((live) => {
            const known = new Set((live ?? []).map((e) => e.id));
            return newestFirst([...(live ?? []), ...list.filter((e) => !known.has(e.id))]);
          }),
        () => setEntries((live) => live ?? []),
      );
    });
    source.addEventListener('request', (event) => {
      const entry = JSON.parse((event as MessageEvent<string>).data) as LoggedRequest;
      setEntries((list) => [entry, ...(list ?? []).filter((e) => e.id !== entry.id)].slice(0, SHOWN));
      // A fault's hit count (or its removal once spent) changed.
      if (entry.faultId) dataChanged();
    });
    source.onerror = () => setConnection('lost');
    return () => source.close();
  }, [sandbox]);

  return { entries, connection, clear: () => setEntries([]) };
}

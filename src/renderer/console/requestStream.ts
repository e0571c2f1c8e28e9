import { useEffect, useState } from 'react';
import { controlTable, type LoggedRequest } from '../../shared/control';
import { callControlIn, controlClient, dataChanged, withToken } from './control';

export const SHOWN = 100;
/** Another sandbox's log is read again this often (an event stream cannot carry its header). */
const POLL_MS = 2000;

export type Connection = 'connecting' | 'live' | 'lost';

type StreamEvent = { type: 'ready' } | { type: 'lost' } | { type: 'request'; entry: LoggedRequest };

/** One event stream of the log for the whole console, open while anything listens. */
let source: EventSource | null = null;
let ready = false;
const listeners = new Set<(event: StreamEvent) => void>();
const emit = (event: StreamEvent) => listeners.forEach((listener) => listener(event));

export function onRequestStream(listener: (event: StreamEvent) => void): () => void {
  listeners.add(listener);
  if (!source) {
    source = new EventSource(withToken('/__mock/requests/stream'));
    source.addEventListener('ready', () => {
      ready = true;
      emit({ type: 'ready' });
    });
    source.addEventListener('request', (event) =>
      emit({ type: 'request', entry: JSON.parse((event as MessageEvent<string>).data) as LoggedRequest }),
    );
    source.onerror = () => {
      ready = false;
      emit({ type: 'lost' });
    };
  } else if (ready) queueMicrotask(() => listener({ type: 'ready' }));
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    source?.close();
    source = null;
    ready = false;
  };
}

/** Every call a fault answered changes its hit count (or removes it once spent): the lists follow. */
export const useFaultHits = () =>
  useEffect(
    () =>
      onRequestStream((event) => {
        if (event.type === 'request' && event.entry.faultId) dataChanged();
      }),
    [],
  );

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
        callControlIn(sandbox, controlTable.requests.list, { limit: SHOWN }).then(
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
    return onRequestStream((event) => {
      if (event.type === 'lost') setConnection('lost');
      else if (event.type === 'request')
        setEntries((list) => [event.entry, ...(list ?? []).filter((e) => e.id !== event.entry.id)].slice(0, SHOWN));
      else {
        setConnection('live');
        // Fetched once the stream is open, so no call falls between the two.
        controlClient.requests.list({ limit: SHOWN }).then(
          (list) =>
            setEntries((live) => {
              const known = new Set((live ?? []).map((e) => e.id));
              return newestFirst([...(live ?? []), ...list.filter((e) => !known.has(e.id))]);
            }),
          () => setEntries((live) => live ?? []),
        );
      }
    });
  }, [sandbox]);

  return { entries, connection, clear: () => setEntries([]) };
}

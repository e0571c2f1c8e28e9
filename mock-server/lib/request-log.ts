import type { LoggedRequest } from '../../src/shared/control';

export type { LoggedRequest } from '../../src/shared/control';

/** Bodies beyond this are cut: a picture upload must not sit in memory for the log's sake. */
export const MAX_LOGGED_BODY = 4096;

export const truncateBody = (text: string): string =>
  text.length > MAX_LOGGED_BODY ? `${text.slice(0, MAX_LOGGED_BODY)}… (${text.length} chars)` : text;

/**
 * An entry as recorded: the answer is kept as the object the handler returned and only turned into
 * text when someone looks, so a busy server pays nothing for a log nobody reads.
 */
export type RecordedRequest = Omit<LoggedRequest, 'id' | 'responseBody'> & { response?: unknown };
type Stored = RecordedRequest & { id: number };

function view({ response, ...entry }: Stored): LoggedRequest {
  return response === undefined ? entry : { ...entry, responseBody: truncateBody(JSON.stringify(response) ?? '') };
}

/** The recent calls, for testers: a fixed-size ring, so a long run never grows memory. */
export class RequestLog {
  private readonly ring: Array<Stored | undefined>;
  private nextId = 1;
  private count = 0;
  private listeners = new Set<(entry: LoggedRequest) => void>();

  constructor(private readonly capacity = 500) {
    this.ring = new Array<Stored | undefined>(capacity);
  }

  add(entry: RecordedRequest): void {
    const stored = { ...entry, id: this.nextId++ };
    this.ring[this.count % this.capacity] = stored;
    this.count += 1;
    if (this.listeners.size === 0) return;
    const logged = view(stored);
    for (const listener of this.listeners) listener(logged);
  }

  /** Newest first. */
  recent(limit = 100): LoggedRequest[] {
    const out: LoggedRequest[] = [];
    const available = Math.min(this.count, this.capacity, Math.max(0, limit));
    for (let i = 1; i <= available; i++) out.push(view(this.ring[(this.count - i) % this.capacity]!));
    return out;
  }

  subscribe(listener: (entry: LoggedRequest) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.ring.fill(undefined);
    this.count = 0;
  }
}

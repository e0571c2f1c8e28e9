import type { LoggedRequest } from '../../src/shared/control';
import { hideSecrets } from './secrets';

export type { LoggedRequest } from '../../src/shared/control';

/** Bodies beyond this are cut: a picture upload must not sit in memory for the log's sake. */
export const MAX_LOGGED_BODY = 4096;

/** Past this, the oldest entries go even before the ring is full. */
export const MAX_LOG_BYTES = 1024 * 1024;

/**
 * A copy of at most MAX_LOGGED_BODY characters. A plain `slice` is a view that keeps the whole
 * string alive (a 50 MB upload would stay in memory for as long as its entry).
 */
export const truncateBody = (text: string): string =>
  text.length > MAX_LOGGED_BODY ? `${copyOf(text.slice(0, MAX_LOGGED_BODY))}… (${text.length} chars)` : copyOf(text);

const copyOf = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');

/**
 * An entry as recorded: the answer is kept as the object the handler returned and only turned into
 * text when someone looks, so a busy server pays nothing for a log nobody reads.
 */
export type RecordedRequest = Omit<LoggedRequest, 'id' | 'responseBody'> & { response?: unknown };
type Stored = RecordedRequest & { id: number };

/**
 * An entry as shown, streamed or exported: the answer's tokens hidden here, when someone looks,
 * so the busy path pays nothing (request bodies are hidden before they are stored).
 */
function view({ response, ...entry }: Stored, whole = false): LoggedRequest {
  if (response === undefined) return entry;
  const text = JSON.stringify(hideSecrets(response, 'answer')) ?? '';
  return { ...entry, responseBody: whole ? text : truncateBody(text) };
}

function bytesOf(entry: RecordedRequest): number {
  let chars = entry.requestBody?.length ?? 0;
  for (const name in entry.requestHeaders) chars += name.length + entry.requestHeaders[name]!.length;
  return chars * 2;
}

/**
 * The recent calls, for testers: at most `capacity` entries whose bodies hold at most `maxBytes`
 * together, so neither a long run nor a run of large bodies grows memory.
 */
export class RequestLog {
  private entries: Stored[] = [];
  /** Each entry's bytesOf, counted once when it comes in. */
  private sizes: number[] = [];
  private bytes = 0;
  private nextId = 1;
  private listeners = new Set<(entry: LoggedRequest) => void>();

  constructor(
    private readonly capacity = 500,
    private readonly maxBytes = MAX_LOG_BYTES,
  ) {}

  add(entry: RecordedRequest): void {
    const stored = { ...entry, id: this.nextId++ };
    const size = bytesOf(stored);
    this.entries.push(stored);
    this.sizes.push(size);
    this.bytes += size;
    while (this.entries.length > this.capacity || this.bytes > this.maxBytes) {
      this.entries.shift();
      this.bytes -= this.sizes.shift()!;
    }
    if (this.listeners.size === 0) return;
    const logged = view(stored);
    for (const listener of this.listeners) listener(logged);
  }

  /** Newest first; `wholeAnswers`: answers not cut (they are kept as objects, whole, anyway). */
  recent(limit = 100, { wholeAnswers = false } = {}): LoggedRequest[] {
    return this.entries
      .slice(-Math.max(0, limit) || this.entries.length)
      .reverse()
      .map((entry) => view(entry, wholeAnswers));
  }

  subscribe(listener: (entry: LoggedRequest) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.entries = [];
    this.sizes = [];
    this.bytes = 0;
  }
}

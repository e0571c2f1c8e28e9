export interface LoggedRequest {
  id: number;
  at: number;
  method: string;
  path: string;
  status: number;
  ms: number;
  code?: string;
  faultId?: string;
}

/** The recent calls, for testers: a fixed-size ring so a long run never grows memory. */
export class RequestLog {
  private entries: LoggedRequest[] = [];
  private nextId = 1;
  private listeners = new Set<(entry: LoggedRequest) => void>();

  constructor(private readonly capacity = 500) {}

  add(entry: Omit<LoggedRequest, 'id'>): void {
    const logged = { ...entry, id: this.nextId++ };
    this.entries.push(logged);
    if (this.entries.length > this.capacity) this.entries.shift();
    for (const listener of this.listeners) listener(logged);
  }

  recent(limit = 100): LoggedRequest[] {
    return this.entries.slice(-limit).reverse();
  }

  subscribe(listener: (entry: LoggedRequest) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.entries = [];
  }
}

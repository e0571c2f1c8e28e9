import { isSecretKey } from '../lib/secrets';
import type { Exchange } from './recording';

/**
 * Request fields a replay never compares: the secrets (a recording holds them hidden), the id of
 * the key a password was encrypted with (a new one each hour) and a sign-in's random state.
 */
export const ALWAYS_IGNORED = ['keyId', 'state'] as const;

const sorted = (value: unknown, ignored: (key: string) => boolean): unknown => {
  if (Array.isArray(value)) return value.map((v) => sorted(v, ignored));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => !ignored(key))
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key], ignored)]),
  );
};

/** A request body as the replay compares it: JSON with sorted keys and without the ignored fields. */
function comparable(body: string | undefined, ignored: (key: string) => boolean): string {
  const text = body?.trim() ?? '';
  // The API reads an empty body as {}.
  if (text === '') return '{}';
  try {
    return JSON.stringify(sorted(JSON.parse(text), ignored));
  } catch {
    return text;
  }
}

/**
 * A recording served again: a call gets the answer recorded for the same method, path and body
 * (volatile fields ignored). The same request recorded several times (a balance before and after
 * a purchase) gets its answers in the order they were recorded, the last one again after that.
 */
export class ReplayBook {
  private readonly answers = new Map<string, { exchanges: Exchange[]; next: number }>();
  private readonly ignored: (key: string) => boolean;

  constructor(exchanges: Exchange[], ignoreFields: readonly string[] = []) {
    const names = new Set<string>([...ALWAYS_IGNORED, ...ignoreFields]);
    this.ignored = (key) => names.has(key) || isSecretKey(key);
    for (const exchange of exchanges) {
      const key = this.keyOf(exchange.method, exchange.path, exchange.requestBody);
      const entry = this.answers.get(key);
      if (entry) entry.exchanges.push(exchange);
      else this.answers.set(key, { exchanges: [exchange], next: 0 });
    }
  }

  get size(): number {
    return this.answers.size;
  }

  keyOf(method: string, path: string, body: string | undefined): string {
    return `${method.toUpperCase()} ${path} ${comparable(body, this.ignored)}`;
  }

  /** The recorded answer for this request, or undefined when the recording has none. */
  take(method: string, path: string, body: string | undefined): Exchange | undefined {
    const entry = this.answers.get(this.keyOf(method, path, body));
    if (!entry) return undefined;
    const exchange = entry.exchanges[Math.min(entry.next, entry.exchanges.length - 1)];
    entry.next += 1;
    return exchange;
  }
}

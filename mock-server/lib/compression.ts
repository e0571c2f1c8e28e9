import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this many bytes an answer goes plain: compressing saves less than a packet and costs CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, each only when the
 * client accepts it (`q=0` refuses, `*` stands for the ones not named).
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Quality 4 (of 11) and gzip's default: a 12 KB feed page shrinks to a third in a few hundred
 * microseconds, on libuv's thread pool so the event loop goes on answering meanwhile.
 */
const compressors: Record<Encoding, (text: string) => Promise<Buffer>> = {
  br: (text) =>
    brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
  gzip: (text) => gzipAsync(text),
};

const CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Compressed answers by their exact text, newest kept, up to CACHE_BYTES (text and result). The
 * hot reads answer the same text until a write (the feed's and the map's cached reads), so they
 * pay for a hash of their text instead of compressing it again.
 */
export class CompressedAnswers {
  private readonly byText: Record<Encoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };
  private bytes = 0;

  async compress(text: string, encoding: Encoding): Promise<Buffer> {
    const cache = this.byText[encoding];
    const hit = cache.get(text);
    if (hit) return hit;
    const compressed = await compressors[encoding](text);
    const size = text.length * 2 + compressed.length;
    if (size > CACHE_BYTES / 8) return compressed;
    cache.set(text, compressed);
    this.bytes += size;
    while (this.bytes > CACHE_BYTES) this.evictOldest();
    return compressed;
  }

  private evictOldest(): void {
    for (const cache of Object.values(this.byText)) {
      const oldest = cache.keys().next();
      if (oldest.done) continue;
      this.bytes -= oldest.value.length * 2 + cache.get(oldest.value)!.length;
      cache.delete(oldest.value);
    }
  }
}

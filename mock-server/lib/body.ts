import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { AppError } from './errors';
import { requestHeader } from './request';

export interface BodyPrefix {
  bytes: Buffer;
  /** False when the body went on past the limit: the rest was never kept. */
  complete: boolean;
}

/**
 * At most `maxBytes` of the request body, chunked or not. Past the limit nothing more is kept: the
 * rest is read and dropped as it arrives, so the answer can still go out on this connection and a
 * body of any size costs no more memory than the limit.
 */
export async function readBodyPrefix(c: Context, maxBytes: number): Promise<BodyPrefix> {
  // A body is read once: a later reader (the log after a refusal) gets what the first one kept.
  let read = reads.get(c);
  if (!read) {
    read = readOnce(c, maxBytes);
    reads.set(c, read);
  }
  const { bytes, complete } = await read;
  return bytes.length <= maxBytes ? { bytes, complete } : { bytes: bytes.subarray(0, maxBytes), complete: false };
}

const reads = new WeakMap<Context, Promise<BodyPrefix>>();

function readOnce(c: Context, maxBytes: number): Promise<BodyPrefix> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Once the web Request exists (a delay fault reads its abort signal), its stream owns the body.
  if (incoming && incoming.readableFlowing === null) return readIncoming(incoming, maxBytes);
  return readWebStream(c.req.raw.body, maxBytes);
}

/** The whole body as text; past `maxBytes` (declared or sent) a 413 without reading further. */
export async function readBody(c: Context, maxBytes: number): Promise<string> {
  if (Number(requestHeader(c, 'content-length') ?? 0) > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 413);
  const { bytes, complete } = await readBodyPrefix(c, maxBytes);
  if (!complete) throw new AppError('PAYLOAD_TOO_LARGE', 413);
  return bytes.toString('utf8');
}

/** Plain listeners rather than `for await`: the async iterator costs more than the read itself. */
function readIncoming(incoming: IncomingMessage, maxBytes: number): Promise<BodyPrefix> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      if (size + chunk.length <= maxBytes) {
        size += chunk.length;
        chunks.push(chunk);
        return;
      }
      chunks.push(chunk.subarray(0, maxBytes - size));
      // Flowing with no listener: Node drops the rest as it comes.
      incoming.off('data', onData).off('end', onEnd).off('error', reject).resume();
      resolve({ bytes: Buffer.concat(chunks), complete: false });
    };
    const onEnd = () => resolve({ bytes: Buffer.concat(chunks), complete: true });
    incoming
      .on('data', onData)
      .once('end', onEnd)
      .once('error', reject)
      // A caller that hangs up mid-body: whatever came is all there will be (a no-op after 'end').
      .once('close', () => resolve({ bytes: Buffer.concat(chunks), complete: false }));
  });
}

async function readWebStream(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<BodyPrefix> {
  if (!body) return { bytes: Buffer.alloc(0), complete: true };
  const reader = body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: Buffer.concat(chunks), complete: true };
    if (size + value.length <= maxBytes) {
      size += value.length;
      chunks.push(Buffer.from(value.buffer, value.byteOffset, value.length));
      continue;
    }
    chunks.push(Buffer.from(value.buffer, value.byteOffset, maxBytes - size));
    // Read on and drop: cancelling would tear down the socket the answer must go out on.
    void drain(reader);
    return { bytes: Buffer.concat(chunks), complete: false };
  }
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done) {
      /* dropped */
    }
  } catch {
    // The caller hung up: nothing left to drop.
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const PUBLIC = join(__dirname, '../../src/renderer/public');

/** Cache Storage as the worker sees it: named caches of answers by URL. */
function cacheStorage() {
  const named = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = named.get(name) ?? new Map<string, Response>();
    named.set(name, entries);
    return {
      match: async (request: Request | string) =>
        entries.get(typeof request === 'string' ? request : request.url)?.clone(),
      put: async (request: Request | string, answer: Response) =>
        void entries.set(
          typeof request === 'string' ? new URL(request, 'http://127.0.0.1:41730').href : request.url,
          answer,
        ),
      delete: async (request: string) => entries.delete(request),
      keys: async () => [...entries.keys()],
    };
  };
  return {
    named,
    open,
    match: async (request: Request) => {
      for (const entries of named.values()) {
        const kept = entries.get(request.url);
        if (kept) return kept.clone();
      }
      return undefined;
    },
  };
}

/** Runs public/sw-desktop.js (and the sw-offline.js it imports) in a stand-in worker scope. */
function desktopWorker(network: (request: Request) => Promise<Response>) {
  const listeners = new Map<string, Array<(event: unknown) => void>>();
  const caches = cacheStorage();
  const scope = {
    caches,
    fetch: vi.fn(network),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
    registration: { active: null },
    Response,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    importScripts: (...urls: string[]) => {
      for (const url of urls) runInNewContext(readFileSync(join(PUBLIC, url), 'utf8'), context);
    },
  };
  const context = Object.assign(scope, { self: scope });
  runInNewContext(readFileSync(join(PUBLIC, 'sw-desktop.js'), 'utf8'), context);
  const dispatch = (type: string, event: object) => listeners.get(type)?.forEach((listener) => listener(event));
  /** A request of the page: the worker's answer, or undefined when it leaves it to the browser. */
  const request = async (url: string, destination: string) => {
    let answer: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    dispatch('fetch', {
      // Node's Request has no destination (a browser sets it from the element that asked).
      request: Object.defineProperty(new Request(url), 'destination', { value: destination }),
      respondWith: (a: Promise<Response>) => (answer = a),
      waitUntil: (w: Promise<unknown>) => waits.push(w),
    });
    const result = await answer;
    await Promise.all(waits);
    return result;
  };
  return { scope, caches, dispatch, request };
}

const TILE = 'https://tile.openstreetmap.org/14/13972/6344.png';
const PICTURE = 'https://api.tabi.example/files/feed/12.webp';
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the desktop app’s worker, with the API host and the tile server unreachable', () => {
  it('answers a trip pack’s tiles and pictures from its cache', async () => {
    const worker = desktopWorker(unreachable);
    const pack = await worker.caches.open('tabi-pack:7:3');
    await pack.put(TILE, new Response('tile-bytes', { headers: { 'content-type': 'image/png' } }));
    await pack.put(PICTURE, new Response('picture-bytes'));
    expect(await (await worker.request(TILE, 'image'))!.text()).toBe('tile-bytes');
    expect(await (await worker.request(PICTURE, 'image'))!.text()).toBe('picture-bytes');
    expect(worker.scope.fetch).not.toHaveBeenCalled();
  });

  it('keeps a picture it saw while the host answered, and shows it once the host is gone', async () => {
    let online = true;
    const worker = desktopWorker((request) =>
      online ? Promise.resolve(new Response(`seen ${request.url}`)) : unreachable(),
    );
    expect(await (await worker.request(PICTURE, 'image'))!.text()).toBe(`seen ${PICTURE}`);
    online = false;
    expect(await (await worker.request(PICTURE, 'image'))!.text()).toBe(`seen ${PICTURE}`);
  });

  it('leaves the app’s pages, scripts and API calls to the bundled server and the network: it keeps no screen', async () => {
    const worker = desktopWorker(unreachable);
    for (const [url, destination] of [
      ['http://127.0.0.1:41730/travelPlan', 'document'],
      ['http://127.0.0.1:41730/assets/index.js', 'script'],
      ['https://api.tabi.example/api/feed/feed-detail', ''],
    ])
      expect(await worker.request(url!, destination!)).toBeUndefined();
  });

  it('takes over at once: no waiting version, the window that registered it is answered from its first picture', async () => {
    const worker = desktopWorker(unreachable);
    worker.dispatch('install', { waitUntil: () => undefined });
    const activated: Promise<unknown>[] = [];
    worker.dispatch('activate', { waitUntil: (w: Promise<unknown>) => activated.push(w) });
    await Promise.all(activated);
    expect(worker.scope.skipWaiting).toHaveBeenCalled();
    expect(worker.scope.clients.claim).toHaveBeenCalled();
  });
});

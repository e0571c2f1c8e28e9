/*
 * Loaded by the generated service worker (importScripts) before its own routes.
 *
 * A version that replaces another leaves a mark the page reads once (lib/offline/service-worker.ts)
 * to say the app was updated.
 *
 * Pictures, map
 * tiles and font files come from whichever cache holds them (a trip pack, or what was seen
 * before), else from the network; what the network gives is kept in a cache of what was seen,
 * trimmed to its newest entries, so a post or a map seen once shows again offline.
 */
const SEEN_CACHE = 'tabi-seen';
const SEEN_LIMIT = 600;
const KEPT_DESTINATIONS = new Set(['image', 'font']);

async function trimSeen(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(keys.length - SEEN_LIMIT, 0)).map((key) => cache.delete(key)));
}

async function fromAnyCacheOrNetwork(event) {
  // A photo is kept in the one format it came in (AVIF or WebP by Accept): the same browser reads it.
  const kept = await caches.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const answer = await fetch(event.request);
  // Opaque answers (status 0) count as megabytes against the quota each: only readable ones are kept.
  if (answer.ok) {
    const copy = answer.clone();
    event.waitUntil(
      caches.open(SEEN_CACHE).then((cache) => cache.put(event.request, copy).then(() => trimSeen(cache))),
    );
  }
  return answer;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !KEPT_DESTINATIONS.has(request.destination)) return;
  event.respondWith(fromAnyCacheOrNetwork(event));
});

const META_CACHE = 'tabi-meta';
const UPDATED_MARK = '/__tabi/updated';
// Kept in the cache, not in a variable: a waiting worker may be stopped and started again before it activates.
const REPLACING_MARK = '/__tabi/replacing';

self.addEventListener('install', (event) => {
  if (self.registration.active === null) return;
  event.waitUntil(caches.open(META_CACHE).then((cache) => cache.put(REPLACING_MARK, new Response('1'))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.open(META_CACHE).then(async (cache) => {
      if (await cache.delete(REPLACING_MARK)) await cache.put(UPDATED_MARK, new Response(String(Date.now())));
    }),
  );
});

/*
 * The desktop app's worker (lib/offline/start.ts registers it there instead of the web build's
 * sw.js). The bundled server on the user's own machine serves the app itself, with or without a
 * network, so nothing of the app is precached and a new version never waits: the worker only
 * answers pictures, map tiles and font files from the caches that hold them (a trip pack, what was
 * seen), when the configured API host or the tile server cannot be reached.
 */
importScripts('/sw-offline.js');

self.addEventListener('install', () => self.skipWaiting());
// The window that registered it is answered from its first pictures on, not from the next launch.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

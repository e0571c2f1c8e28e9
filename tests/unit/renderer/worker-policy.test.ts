import { describe, expect, it } from 'vitest';
import { takesOverNow, workerFor } from '../../../src/renderer/lib/offline/worker-policy';

describe('service worker registration', () => {
  it('the web build registers its whole-app worker in a browser that has workers', () => {
    expect(workerFor({ platform: 'web', production: true, supported: true })).toBe('/sw.js');
  });

  it('the desktop app registers the worker of pictures, tiles and fonts only (its own server serves the app)', () => {
    expect(workerFor({ platform: 'desktop', production: true, supported: true })).toBe('/sw-desktop.js');
  });

  it('none on the dev server or without worker support (plain http on another host)', () => {
    for (const platform of ['web', 'desktop'] as const) {
      expect(workerFor({ platform, production: false, supported: true })).toBeNull();
      expect(workerFor({ platform, production: true, supported: false })).toBeNull();
    }
  });
});

describe('when a new version takes over', () => {
  it('at the start of the next visit: it was waiting since the last one and nothing was touched', () => {
    expect(takesOverNow({ waitingSinceLastVisit: true, sinceStart: 60_000, touched: false })).toBe(true);
  });

  it('found in the first seconds of a visit, before any touch', () => {
    expect(takesOverNow({ waitingSinceLastVisit: false, sinceStart: 1_500, touched: false })).toBe(true);
  });

  it('never mid-action: once the person pressed or typed anything, it waits for the next visit', () => {
    expect(takesOverNow({ waitingSinceLastVisit: true, sinceStart: 500, touched: true })).toBe(false);
    expect(takesOverNow({ waitingSinceLastVisit: false, sinceStart: 1_500, touched: true })).toBe(false);
  });

  it('found later in a visit, even untouched, it waits for the next visit', () => {
    expect(takesOverNow({ waitingSinceLastVisit: false, sinceStart: 120_000, touched: false })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { shouldRegisterWorker, takesOverNow } from '../../../src/renderer/lib/offline/worker-policy';

describe('service worker registration', () => {
  it('registers in the web build of a browser that has workers', () => {
    expect(shouldRegisterWorker({ platform: 'web', production: true, supported: true })).toBe(true);
  });

  it('never in the desktop app, whose build ships no worker', () => {
    expect(shouldRegisterWorker({ platform: 'desktop', production: true, supported: true })).toBe(false);
  });

  it('never on the dev server or without worker support (plain http on another host)', () => {
    expect(shouldRegisterWorker({ platform: 'web', production: false, supported: true })).toBe(false);
    expect(shouldRegisterWorker({ platform: 'web', production: true, supported: false })).toBe(false);
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

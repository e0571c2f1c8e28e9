import { describe, expect, it } from 'vitest';
import type { LoggedRequest } from '../../../src/shared/control';
import { EMPTY_VERIFY, verifyBodyOf, verifyFormOf, verifyProblems } from '../../../src/renderer/console/verifyForm';

describe("the console's verify form", () => {
  it('sends only what was filled in, with the chosen expectation', () => {
    expect(verifyBodyOf({ ...EMPTY_VERIFY, expect: 'none' })).toEqual({ request: {} });
    expect(
      verifyBodyOf({
        ...EMPTY_VERIFY,
        method: 'POST',
        path: ' /api/feed/* ',
        body: '{"feedId": 3}',
        expect: 'atLeast',
        times: '2',
      }),
    ).toEqual({ request: { method: 'POST', path: '/api/feed/*', body: { feedId: 3 } }, expect: { atLeast: 2 } });
  });

  it('names each mistake by its field, in its own words', () => {
    expect(verifyProblems(EMPTY_VERIFY)).toEqual({});
    expect(verifyProblems({ ...EMPTY_VERIFY, path: 'api/feed', body: '{ feedId: 3 }', times: 'two' })).toEqual({
      path: { key: 'faults.problems.path' },
      body: { key: 'verify.problems.body' },
      times: { key: 'verify.problems.times' },
    });
    // No expectation: the count field is not read.
    expect(verifyProblems({ ...EMPTY_VERIFY, expect: 'none', times: '' })).toEqual({});
  });

  it('takes a logged call as its pattern, in the sandbox it was logged in, keeping the expectation', () => {
    const entry = { method: 'POST', path: '/api/feed/like-feed', requestBody: '{"feedId":4}' } as LoggedRequest;
    const form = verifyFormOf(entry, 'worker-2', { ...EMPTY_VERIFY, expect: 'atMost', times: '3' });
    expect(form).toMatchObject({ method: 'POST', path: '/api/feed/like-feed', sandbox: 'worker-2', expect: 'atMost' });
    expect(JSON.parse(form.body)).toEqual({ feedId: 4 });
    expect(verifyFormOf({ ...entry, requestBody: undefined }, null, form)).toMatchObject({
      body: '',
      sandbox: '',
    });
  });
});

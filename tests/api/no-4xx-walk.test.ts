import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allEndpoints } from '../../src/shared/api';
import { LIMITS } from '../../src/shared/constants';
import type { Endpoint } from '../../src/shared/endpoint';
import { createTestServer } from '../support/api';
import { jsonSchemaOf, largestBody, validBodies, type Hints } from '../support/fuzz';
import { createRandom, seedFrom } from '../support/random';

/**
 * The client signs a member out on any 4xx but 401 (the spec's transport), so nothing a member can
 * do in the app may produce one (issue 38, "Reliability"). Every call the screens make (named in
 * src/renderer) is sent as a signed-in member with the largest body the screens' own checks let
 * through (every text at its longest in three-byte characters, every list full, every picture at
 * the picture picker's limit, lib/picture-file.ts) and with bodies the contract accepts: each
 * answers 200, or 401 once the member is gone (withdraw) or has no cookie (reissue).
 */

const SEED = seedFrom('FUZZ_SEED');
const server = createTestServer();
const RENDERER = new URL('../../src/renderer/', import.meta.url).pathname;

function screenCalls(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(RENDERER, { recursive: true, encoding: 'utf8' }))
    if (/\.tsx?$/.test(file))
      for (const [, domain, name] of readFileSync(join(RENDERER, file), 'utf8').matchAll(/\bapi\.(\w+)\.(\w+)\b/g))
        names.add(`${domain}.${name}`);
  return [...names].sort();
}

/** A JPEG as the picture picker lets it through: exactly LIMITS.imageBytes bytes. */
const LARGEST_PICTURE = `data:image/jpeg;base64,${Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(LIMITS.imageBytes - 4, 7),
]).toString('base64')}`;

let hints: Hints = {};
beforeAll(async () => {
  const { keyId, password } = await server.encrypt('walk1234');
  hints = {
    keyId: [keyId],
    password: [password],
    image: [LARGEST_PICTURE],
    images: [LARGEST_PICTURE],
    profileImage: [LARGEST_PICTURE],
  };
  // A refusal the screens' input meets is an answer, not a server error; keep the log quiet.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const endpointOf = new Map(allEndpoints().map(({ domain, name, endpoint }) => [`${domain}.${name}`, endpoint]));

describe('no call a screen makes answers a 4xx other than 401', () => {
  it('the walk knows every call the screens make', () => {
    const calls = screenCalls();
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter((c) => !endpointOf.has(c))).toEqual([]);
    expect(calls).toEqual(expect.arrayContaining(['feed.writeFeed', 'user.userProfileImage', 'auth.joinUser']));
  });

  it.each(screenCalls())(
    '%s',
    async (call) => {
      const endpoint = endpointOf.get(call)! as Endpoint;
      const random = createRandom(SEED ^ call.length);
      const member = await server.signedInUser({ points: 1_000_000, missionMet: true, attendedToday: false });
      const bodies = [largestBody(jsonSchemaOf(endpoint), random, hints), ...validBodies(endpoint, random, hints, 2)];
      const answers: string[] = [];
      for (const body of bodies) {
        const text = JSON.stringify(body);
        const res = await server.request(endpoint.path, body, { token: member.token, lang: 'ja' });
        if (res.status !== 200 && res.status !== 401)
          answers.push(`HTTP ${res.status} ${res.body?.code} for ${text.length} chars: ${text.slice(0, 120)}`);
      }
      expect(answers).toEqual([]);
    },
    120_000,
  );
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { seoulDay } from '../../mock-server/lib/clock';
import { addDays } from '../../src/shared/calendar';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

const NOW = Date.parse('2026-03-10T03:00:00Z');
const server = createTestServer({ now: NOW });
const startDate = addDays(seoulDay(NOW), 20);
const PAGE = '<html><head><title>Tabi-log</title></head><body><div id="root"></div></body></html>';

type Member = Awaited<ReturnType<typeof server.signedInUser>>;
let owner: Member;
let stranger: Member;
let planId: number;

const placeIds = () =>
  (server.store.sqlite.prepare('SELECT id FROM places ORDER BY id LIMIT 2').all() as Array<{ id: number }>).map(
    (p) => p.id,
  );
const choices = { showDates: false, planMemo: true, dayMemos: false };
const readShared = (token: string, lang: 'ko' | 'ja' = 'ko') =>
  server.request(api.travel.sharedPlan.path, { token }, { lang });

beforeAll(async () => {
  owner = await server.signedInUser({ language: 'ko' });
  stranger = await server.signedInUser({ language: 'ja' });
  const regions = (await server.request(api.reference.regionList.path)).body.data as Array<{
    id: number;
    code: string;
  }>;
  const seoul = regions.find((r) => r.code === 'seoul')!.id;
  planId = (
    await owner.call(api.travel.savePlan.path, { regionIds: [seoul], startDate, nights: 1, memo: '여권 챙기기' })
  ).body.data.planId;
  for (const placeId of placeIds()) await owner.call(api.travel.addDayPlace.path, { planId, day: 1, placeId });
  await owner.call(api.travel.savePlanDay.path, { planId, day: 1, memo: '호텔 체크인 15시' });
});

describe('a plan shared with a companion', () => {
  it('is not shared until its owner makes the link', async () => {
    const none = await owner.call(api.travel.planShare.path, { planId });
    expect(none.body).toMatchObject({ result: 'success', data: { share: null } });
  });

  it('opens by its link for anyone, with the memos chosen and no dates unless chosen', async () => {
    const made = await owner.call(api.travel.savePlanShare.path, { planId, ...choices });
    expect(made.body.result).toBe('success');
    const { token } = made.body.data.share as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const shared = await readShared(token);
    expect(shared.body.result).toBe('success');
    const plan = shared.body.data;
    expect(plan.startDate).toBeNull();
    expect(plan.endDate).toBeNull();
    expect(plan.dayList.map((d: { date: string | null }) => d.date)).toEqual([null, null]);
    expect(plan.memo).toBe('여권 챙기기');
    expect(plan.dayList[0].memo).toBe('');
    expect(plan.dayList[0].items).toHaveLength(2);
    expect(plan.dayList[0].items[0]).toMatchObject({ kind: 'place', place: { lat: expect.any(Number) } });
    // Nothing of the owner: no ids, no nickname, no account.
    const text = JSON.stringify(plan);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain(`"id"`);
    expect(text).not.toContain('userId');

    // Dates and day memos once the owner opts in; the link stays the same.
    const changed = await owner.call(api.travel.savePlanShare.path, {
      planId,
      showDates: true,
      planMemo: false,
      dayMemos: true,
    });
    expect(changed.body.data.share.token).toBe(token);
    const withDates = (await readShared(token, 'ja')).body.data;
    expect(withDates.startDate).toBe(startDate);
    expect(withDates.dayList[0].date).toBe(startDate);
    expect(withDates.dayList[0].memo).toBe('호텔 체크인 15시');
    expect(withDates.memo).toBe('');
  });

  it("refuses another member's reading, changing or ending the owner's link, as if the plan were not there", async () => {
    for (const path of [api.travel.planShare.path, api.travel.revokePlanShare.path]) {
      const res = await stranger.call(path, { planId });
      expect(res.body).toMatchObject({ result: 'error', code: 'NOT_FOUND' });
    }
    const change = await stranger.call(api.travel.savePlanShare.path, { planId, ...choices, showDates: true });
    expect(change.body).toMatchObject({ result: 'error', code: 'NOT_FOUND' });
    // The owner's link is as it was.
    const share = (await owner.call(api.travel.planShare.path, { planId })).body.data.share;
    expect(share).toMatchObject({ showDates: true, dayMemos: true });
  });

  it('asks a caller without a sign-in to sign in for every owner call', async () => {
    for (const [path, body] of [
      [api.travel.planShare.path, { planId }],
      [api.travel.savePlanShare.path, { planId, ...choices }],
      [api.travel.revokePlanShare.path, { planId }],
    ] as const) {
      const res = await server.request(path, body);
      expect(res.body).toMatchObject({ result: 'error', code: 'UNAUTHORIZED' });
    }
  });

  it('answers an unknown or malformed token like a missing plan', async () => {
    expect((await readShared('A'.repeat(22))).body).toMatchObject({ result: 'error', code: 'NOT_FOUND' });
    expect((await readShared('../../etc')).body).toMatchObject({ result: 'error', code: 'VALIDATION' });
  });

  it('previews by its title and a picture, never the itinerary, and keeps the page out of search engines', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'tabi-plan-share-'));
    writeFileSync(join(webRoot, 'index.html'), PAGE);
    const app = createApp({ ...server.deps, config: { ...server.deps.config, webRoot } });
    const { token } = (await owner.call(api.travel.planShare.path, { planId })).body.data.share;
    const plan = (await readShared(token)).body.data;
    const res = await app.request(`/sharePlan?token=${token}`);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`<meta property="og:title" content="${plan.title}">`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+">/);
    for (const step of plan.dayList[0].items) expect(html).not.toContain(step.name);
    expect(html).not.toContain('호텔');
    expect(html).not.toContain(startDate);

    const unknown = await app.request('/sharePlan?token=nothing-here-at-all');
    expect(unknown.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await unknown.text()).not.toContain('og:title');
  });

  it('ends when its owner revokes it: the link answers like one that never was, and a new share is a new link', async () => {
    const { token } = (await owner.call(api.travel.planShare.path, { planId })).body.data.share;
    expect((await owner.call(api.travel.revokePlanShare.path, { planId })).body.result).toBe('success');
    expect((await readShared(token)).body).toMatchObject({ result: 'error', code: 'NOT_FOUND' });
    expect((await owner.call(api.travel.planShare.path, { planId })).body.data.share).toBeNull();
    const again = (await owner.call(api.travel.savePlanShare.path, { planId, ...choices })).body.data.share;
    expect(again.token).not.toBe(token);
  });

  it('ends with its plan', async () => {
    const { token } = (await owner.call(api.travel.planShare.path, { planId })).body.data.share;
    expect((await owner.call(api.travel.deletePlan.path, { planId })).body.result).toBe('success');
    expect((await readShared(token)).body).toMatchObject({ result: 'error', code: 'NOT_FOUND' });
  });
});

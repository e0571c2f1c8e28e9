import { describe, expect, it } from 'vitest';
import { storedBytes } from '../../mock-server/services/images';
import { api } from '../../src/shared/api';
import { LIMITS } from '../../src/shared/constants';
import { createTestServer } from '../support/api';
import { fillQuota } from '../support/fill-quota';
import { dataUrlOf, noisePhoto } from '../support/pictures';

const server = createTestServer();
const sqlite = server.store.sqlite;
let seq = 0;
const freshUser = (language: 'ko' | 'ja' = 'ko') => server.signedInUser({ language, password: 'test1234' });
type User = Awaited<ReturnType<typeof freshUser>>;

/** A photo no one uploaded before, larger with `side`. */
const picture = async (side = 32) => dataUrlOf(await noisePhoto(side, side));
const fileCount = () => (sqlite.prepare('SELECT count(*) AS n FROM files').get() as { n: number }).n;
const idOf = (url: string) => url.replace(/^\/files\//, '').replace(/#.*/, '');
const hasFile = (url: string) => sqlite.prepare('SELECT 1 FROM files WHERE id = ?').get(idOf(url)) !== undefined;
/** The bytes the server keeps of a picture (what the quota charges). */
const keptBytes = (...urls: string[]) =>
  urls.reduce(
    (sum, url) =>
      sum + (sqlite.prepare('SELECT length(data) AS n FROM files WHERE id = ?').get(idOf(url)) as { n: number }).n,
    0,
  );

async function writePost(user: User, images: string[]) {
  seq += 1;
  return user.call(api.feed.writeFeed.path, {
    themeId: 1,
    title: `사진 ${seq}`,
    contents: `사진 글 ${seq}`,
    language: 'ko',
    images,
  });
}
const imagesOf = async (user: User, feedId: number) =>
  (await user.call(api.feed.feedDetail.path, { feedId })).body.data.images as string[];

describe('picture storage per member', () => {
  it('a member whose pictures fill the quota is refused with STORAGE_FULL in their language, and the database stops growing', async () => {
    const ko = await freshUser('ko');
    const ja = await freshUser('ja');
    // Members who already uploaded the whole quota, less 10 KB.
    fillQuota(sqlite, ko.id, LIMITS.pictureStorageBytes - 10_240);
    fillQuota(sqlite, ja.id, LIMITS.pictureStorageBytes - 10_240);
    const files = fileCount();

    // Two photos of about 6 KB each (as kept) pass the 10 KB left; one fits.
    const refused = await writePost(ko, [await picture(64), await picture(64)]);
    expect(refused.body).toMatchObject({
      result: 'error',
      code: 'STORAGE_FULL',
      message: expect.stringContaining('100MB'),
    });
    expect(refused.body.message).toContain('저장 공간');
    const refusedJa = await ja.call(api.user.userProfileImage.path, { image: await picture(120) });
    expect(refusedJa.body).toMatchObject({ result: 'error', code: 'STORAGE_FULL' });
    expect(refusedJa.body.message).toContain('保存容量');
    expect(fileCount()).toBe(files);
    expect((await ko.call(api.feed.userFeed.path, {})).body.data.items).toEqual([]);

    // What still fits is stored; a picture someone else sent first is charged all the same (decision 124).
    const fits = (await writePost(ko, [await picture(64)])).body.data.feedId as number;
    const [fitting] = await imagesOf(ko, fits);
    const other = await freshUser();
    const shared = await picture(100);
    const theirs = (await writePost(other, [shared])).body.data.feedId as number;
    expect((await writePost(ko, [shared])).body.code).toBe('STORAGE_FULL');
    expect(storedBytes(server.store.db, ko.id)).toBe(LIMITS.pictureStorageBytes - 10_240 + keptBytes(fitting!));
    expect(await imagesOf(other, theirs)).toHaveLength(1);
  });

  it('deleting a post, editing its pictures away or changing the profile picture gives the space back; a picture others still show stays', async () => {
    const me = await freshUser();
    const other = await freshUser();
    const [a, b, c] = [await picture(32), await picture(48), await picture(64)];
    const feedId = (await writePost(me, [a, b])).body.data.feedId as number;
    const [urlA, urlB] = await imagesOf(me, feedId);
    expect(storedBytes(server.store.db, me.id)).toBe(keptBytes(urlA!, urlB!));
    const theirs = (await writePost(other, [b])).body.data.feedId as number;

    const edited = await me.call(api.feed.writeFeed.path, {
      feedId,
      themeId: 1,
      title: '고친 글',
      contents: '사진 바꿈',
      language: 'ko',
      images: [urlB!, c],
    });
    expect(edited.body.result).toBe('success');
    expect(hasFile(urlA!)).toBe(false);
    const [, urlC] = await imagesOf(me, feedId);
    expect(storedBytes(server.store.db, me.id)).toBe(keptBytes(urlB!, urlC!));

    // Deleting frees the member's share; the picture stays while the other member's post shows it.
    expect((await me.call(api.feed.deleteFeed.path, { feedId })).body.result).toBe('success');
    expect(storedBytes(server.store.db, me.id)).toBe(0);
    expect(hasFile(urlB!)).toBe(true);
    expect(await imagesOf(other, theirs)).toEqual([urlB]);

    const first = (await me.call(api.user.userProfileImage.path, { image: await picture(40) })).body.data
      .profileImage as string;
    const second = (await me.call(api.user.userProfileImage.path, { image: await picture(44) })).body.data
      .profileImage as string;
    expect(hasFile(first)).toBe(false);
    expect(hasFile(second)).toBe(true);
    expect((await me.call(api.user.userProfileImage.path, { image: null })).body.data).toEqual({ profileImage: null });
    expect(hasFile(second)).toBe(false);
  });
});

describe('profile pictures', () => {
  it('only a picture the server holds: a made-up /files/ address is refused and the old picture stays', async () => {
    const me = await freshUser('ja');
    const mine = (await me.call(api.user.userProfileImage.path, { image: await picture() })).body.data
      .profileImage as string;
    for (const image of ['/files/does-not-exist', '/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await me.call(api.user.userProfileImage.path, { image });
      expect(res.body).toMatchObject({ result: 'error', code: 'VALIDATION' });
    }
    expect((await me.call(api.user.userInfo.path)).body.data.profileImage).toBe(mine);
  });

  it('a post cannot show a picture that does not exist either', async () => {
    const me = await freshUser();
    const res = await writePost(me, ['/files/not-uploaded-anywhere']);
    expect(res.body).toMatchObject({ result: 'error', code: 'VALIDATION' });
  });
});

import { describe, expect, it } from 'vitest';
import { storedBytes } from '../../mock-server/services/images';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';
import { dataUrlOf, noisePhoto } from '../support/pictures';

const s = createTestServer();
const member = () => s.signedInUser({ password: 'test1234' });
type Member = Awaited<ReturnType<typeof member>>;

let seq = 0;
async function post(author: Member, images: string[]) {
  seq += 1;
  const res = await author.call(api.feed.writeFeed.path, {
    themeId: 1,
    title: `사진 ${seq}`,
    contents: `사진 글 ${seq}`,
    language: 'ko',
    images,
  });
  const feedId = res.body.data?.feedId as number | undefined;
  const detail = feedId === undefined ? undefined : await author.call(api.feed.feedDetail.path, { feedId });
  return { res, feedId: feedId!, images: (detail?.body.data.images ?? []) as string[] };
}
/** The picture's address as a member's screen has it (the fragment aside). */
const servedAt = (url: string) => url.replace(/#.*/, '');
const served = async (url: string) => (await s.app.request(servedAt(url))).status;

describe('a member uses only pictures they uploaded (issue 38, finding 12)', () => {
  it("another member's uploaded picture can be neither their profile picture nor a picture of their post", async () => {
    const owner = await member();
    const { images } = await post(owner, [dataUrlOf(await noisePhoto(24, 24))]);
    const thief = await member();
    for (const url of [images[0]!, servedAt(images[0]!), `http://127.0.0.1:5173${servedAt(images[0]!)}`]) {
      const profile = await thief.call(api.user.userProfileImage.path, { image: url });
      expect(profile.body).toMatchObject({ result: 'error', code: 'VALIDATION' });
      expect((await post(thief, [url])).res.body).toMatchObject({ result: 'error', code: 'VALIDATION' });
    }
    expect((await thief.call(api.user.userInfo.path)).body.data.profileImage).toBeNull();
    expect(storedBytes(s.store.db, thief.id)).toBe(0);
  });

  it('deleting the post frees its picture: the file is no longer served', async () => {
    const owner = await member();
    const { feedId, images } = await post(owner, [dataUrlOf(await noisePhoto(20, 28))]);
    expect(await served(images[0]!)).toBe(200);
    await owner.call(api.feed.deleteFeed.path, { feedId });
    expect(await served(images[0]!)).toBe(404);
    expect(storedBytes(s.store.db, owner.id)).toBe(0);
  });

  it('the same bytes sent by two members are one file with two references: each is charged, the last to let go frees it', async () => {
    const photo = dataUrlOf(await noisePhoto(30, 22));
    const first = await member();
    const second = await member();
    const a = await post(first, [photo]);
    const b = await second.call(api.user.userProfileImage.path, { image: photo });
    expect(servedAt(b.body.data.profileImage)).toBe(servedAt(a.images[0]!));
    const bytes = storedBytes(s.store.db, first.id);
    expect(bytes).toBeGreaterThan(0);
    expect(storedBytes(s.store.db, second.id)).toBe(bytes);
    await first.call(api.feed.deleteFeed.path, { feedId: a.feedId });
    expect(storedBytes(s.store.db, first.id)).toBe(0);
    expect(await served(a.images[0]!)).toBe(200);
    await second.call(api.user.userProfileImage.path, { image: null });
    expect(await served(a.images[0]!)).toBe(404);
  });

  it('a member keeps their own pictures when editing a post, and may reuse them on their profile', async () => {
    const owner = await member();
    const { feedId, images } = await post(owner, [dataUrlOf(await noisePhoto(26, 26))]);
    const edited = await owner.call(api.feed.writeFeed.path, {
      feedId,
      themeId: 1,
      title: '고친 글',
      contents: '사진은 그대로',
      language: 'ko',
      images,
    });
    expect(edited.body.result).toBe('success');
    const profile = await owner.call(api.user.userProfileImage.path, { image: images[0] });
    expect(profile.body.result).toBe('success');
    await owner.call(api.feed.deleteFeed.path, { feedId });
    // Still the profile picture: still served.
    expect(await served(images[0]!)).toBe(200);
  });
});

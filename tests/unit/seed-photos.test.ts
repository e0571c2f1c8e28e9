import { describe, expect, it } from 'vitest';
import { openStore } from '../../db/client';
import { seedDemoData } from '../../db/seed';
import { seedPosts } from '../../db/seed/data';
import { isPhotoName, photoUrl } from '../../db/seed/photos';
import { TOPIC_PHOTOS } from '../../db/seed/post-photos';
import { readPictureUrl } from '../../src/shared/pictures';

function seeded() {
  const store = openStore(':memory:');
  seedDemoData(store, Date.UTC(2026, 10, 1));
  const query = <T>(sql: string) => store.sqlite.prepare(sql).all() as T[];
  const result = {
    postPictures: query<{ feedId: number; url: string }>('SELECT feed_id AS feedId, url FROM feed_images'),
    posts: query<{ id: number }>('SELECT id FROM feeds'),
    banners: query<{ imageUrl: string }>('SELECT image_url AS imageUrl FROM banners'),
    files: query<{ id: string }>('SELECT id FROM files'),
  };
  store.sqlite.close();
  return result;
}

describe('the seeded posts and banners show shipped photos', () => {
  const { postPictures, posts, banners, files } = seeded();

  it('every post and banner picture is a shipped photo at its own address, with its size and placeholder', () => {
    for (const url of [...postPictures.map((p) => p.url), ...banners.map((b) => b.imageUrl)]) {
      const { src, size } = readPictureUrl(url);
      const name = src.replace(/^\/photos\//, '');
      expect(isPhotoName(name), url).toBe(true);
      expect(url).toBe(photoUrl(name as Parameters<typeof photoUrl>[0]));
      expect(size?.thumbhash.length, url).toBeGreaterThan(10);
    }
    expect(banners).toHaveLength(3);
  });

  it("a banner's picture is its photo cut to a banner's shape (16:7), not the whole photo it would crop", () => {
    for (const { imageUrl } of banners) {
      const { src, size } = readPictureUrl(imageUrl);
      expect(src, imageUrl).toMatch(/-banner$/);
      expect(size!.width / size!.height, imageUrl).toBeCloseTo(16 / 7, 2);
    }
  });

  it('none is a row of the files table (every sandbox copies that table)', () => {
    const urls = new Set([...postPictures.map((p) => p.url), ...banners.map((b) => b.imageUrl)]);
    for (const { id } of files) expect(urls.has(`/files/${id}`)).toBe(false);
  });

  it('some posts have photos, some are text only, and a post never shows the same photo twice', () => {
    const byPost = new Map<number, string[]>();
    for (const { feedId, url } of postPictures) byPost.set(feedId, [...(byPost.get(feedId) ?? []), url]);
    expect(byPost.size).toBeGreaterThan(30);
    expect(posts.length - byPost.size).toBeGreaterThan(30);
    for (const [feedId, urls] of byPost) expect(new Set(urls).size, String(feedId)).toBe(urls.length);
  });

  it('the photos chosen for posts without a place name topics that exist', () => {
    const titles = new Set(seedPosts.filter((p) => p.place === null).map((p) => p.ko.title));
    for (const title of Object.keys(TOPIC_PHOTOS)) expect(titles.has(title), title).toBe(true);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedBytes } from '../../mock-server/services/images';
import { api } from '../../src/shared/api';
import SHIPPED from '../../mock-server/static/photos/index.json' with { type: 'json' };
import { readPictureUrl, sizedPictureUrl } from '../../src/shared/pictures';
import { createTestServer } from '../support/api';
import { HEIC_HEAD, TINY_PNG, dataUrlOf, noisePhoto, plainPhoto, sidewaysPhotoWithGps } from '../support/pictures';

const server = createTestServer();
const freshUser = (language: 'ko' | 'ja' = 'ko') => server.signedInUser({ language, password: 'test1234' });
type User = Awaited<ReturnType<typeof freshUser>>;
let seq = 0;

async function writePost(user: User, images: string[], feedId?: number) {
  seq += 1;
  return user.call(api.feed.writeFeed.path, {
    ...(feedId === undefined ? {} : { feedId }),
    themeId: 1,
    title: `업로드 ${seq}`,
    contents: `업로드 글 ${seq}`,
    language: 'ko',
    images,
  });
}
const imagesOf = async (user: User, feedId: number) =>
  (await user.call(api.feed.feedDetail.path, { feedId })).body.data.images as string[];

/** The picture as a browser gets it, asking with `accept`. */
async function fetchPicture(url: string, accept = 'image/avif,image/webp,*/*') {
  const res = await server.app.request(readPictureUrl(url).src, { headers: { accept } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const pixel = async (bytes: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
};

describe('uploaded pictures', () => {
  it('a phone photo with GPS and a sideways orientation is served upright, without any EXIF, sized in its URL', async () => {
    const me = await freshUser();
    const original = await sidewaysPhotoWithGps();
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('TabiCam');

    const feedId = (await writePost(me, [dataUrlOf(original)])).body.data.feedId as number;
    const [url] = await imagesOf(me, feedId);
    expect(url).toMatch(/^\/files\/[\w-]+#200x300:[\w-]+$/);
    expect(readPictureUrl(url!).size).toMatchObject({ width: 200, height: 300 });

    for (const [accept, type] of [
      ['image/avif,image/webp,*/*', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['*/*', 'image/webp'],
    ] as const) {
      const { res, bytes } = await fetchPicture(url!, accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('vary')).toMatch(/accept/i);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const served = await sharp(bytes).metadata();
      expect(served).toMatchObject({ width: 200, height: 300 });
      expect(served.exif).toBeUndefined();
      expect(served.orientation ?? 1).toBe(1);
      expect(bytes.toString('latin1')).not.toMatch(/Exif|TabiCam|GPS/);
      // Turned a quarter clockwise: the red left half is now on top.
      expect((await pixel(bytes, 100, 40))[0]).toBeGreaterThan(200);
      expect((await pixel(bytes, 100, 260))[2]).toBeGreaterThan(200);
    }
  });

  it('is served at each width of ?w= (never wider than it is) and nothing else', async () => {
    const me = await freshUser();
    const feedId = (await writePost(me, [dataUrlOf(await plainPhoto(2000, 1000))])).body.data.feedId as number;
    const [url] = await imagesOf(me, feedId);
    expect(readPictureUrl(url!).size).toMatchObject({ width: 1600, height: 800 });
    const src = readPictureUrl(url!).src;
    for (const [w, width] of [
      ['480', 480],
      ['640', 640],
      ['960', 960],
      ['1600', 1600],
    ] as const) {
      const { res, bytes } = await fetchPicture(`${src}?w=${w}`);
      expect(res.headers.get('content-type')).toBe('image/avif');
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
    expect((await sharp((await fetchPicture(src, 'image/webp')).bytes).metadata()).width).toBe(1600);
    for (const w of ['500', '2000', 'abc', '-1']) expect((await fetchPicture(`${src}?w=${w}`)).res.status).toBe(404);

    const small = (await writePost(me, [TINY_PNG])).body.data.feedId as number;
    const [tiny] = await imagesOf(me, small);
    expect(tiny).toMatch(/#1x1:/);
    expect((await fetchPicture(`${readPictureUrl(tiny!).src}?w=1`)).res.status).toBe(200);
    expect((await fetchPicture(`${readPictureUrl(tiny!).src}?w=480`)).res.status).toBe(404);
  });

  it('HEIC, a renamed text file or bytes that only start like a picture are refused before storing, in the member’s language', async () => {
    const ko = await freshUser('ko');
    const ja = await freshUser('ja');
    const files = () => (server.store.sqlite.prepare('SELECT count(*) AS n FROM files').get() as { n: number }).n;
    const before = files();
    const refused = [
      dataUrlOf(HEIC_HEAD, 'image/heic'),
      dataUrlOf(Buffer.from('hello, not a picture'), 'image/png'),
      dataUrlOf(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)])),
    ];
    for (const image of refused) {
      expect((await writePost(ko, [TINY_PNG, image])).body).toMatchObject({
        result: 'error',
        code: 'VALIDATION',
        message: expect.stringContaining('HEIC'),
      });
      const jaAnswer = (await ja.call(api.user.userProfileImage.path, { image })).body;
      expect(jaAnswer).toMatchObject({ result: 'error', code: 'VALIDATION' });
      expect(jaAnswer.message).toContain('アップロードできません');
    }
    expect(files()).toBe(before);
    expect((await ko.call(api.feed.userFeed.path, {})).body.data.items).toEqual([]);
  });

  it('an edit keeps its pictures by their URL, with or without the fragment, and a re-upload costs nothing', async () => {
    const me = await freshUser();
    const photo = dataUrlOf(await noisePhoto(640, 480));
    const feedId = (await writePost(me, [photo, TINY_PNG])).body.data.feedId as number;
    const urls = await imagesOf(me, feedId);
    const bytes = storedBytes(server.store.db, me.id);
    expect(bytes).toBeGreaterThan(0);

    const bare = urls.map((url) => readPictureUrl(url).src);
    expect((await writePost(me, [bare[1]!, urls[0]!], feedId)).body.result).toBe('success');
    expect(await imagesOf(me, feedId)).toEqual([urls[1], urls[0]]);
    expect((await writePost(me, [photo])).body.result).toBe('success');
    expect(storedBytes(server.store.db, me.id)).toBe(bytes);
    expect((await fetchPicture(urls[0]!)).res.status).toBe(200);
  });
});

describe('pictures drawn from the API host', () => {
  it('an edit may send its pictures back as the client drew them, resolved against the API host', async () => {
    const me = await freshUser();
    const feedId = (await writePost(me, [TINY_PNG])).body.data.feedId as number;
    const [url] = await imagesOf(me, feedId);
    for (const drawn of [`https://api.example.com${url}`, `http://127.0.0.1:5170/base${readPictureUrl(url!).src}`]) {
      expect((await writePost(me, [drawn], feedId)).body.result).toBe('success');
      expect(await imagesOf(me, feedId)).toEqual([url]);
    }
    for (const made of ['https://api.example.com/files/', 'https://x/files/a/b', `/base${readPictureUrl(url!).src}`])
      expect((await writePost(me, [made], feedId)).body.code).toBe('VALIDATION');
  });
});

describe('shipped photographs', () => {
  it('a post may keep a photograph the server ships (a demo post edited), answered with its size; an unknown one is refused', async () => {
    const me = await freshUser();
    const [name, size] = Object.entries(SHIPPED)[0]!;
    const sized = sizedPictureUrl(`/photos/${name}`, size);
    const feedId = (await writePost(me, [`/photos/${name}`])).body.data.feedId as number;
    expect(await imagesOf(me, feedId)).toEqual([sized]);
    expect((await writePost(me, [`https://api.example.com${sized}`], feedId)).body.result).toBe('success');
    expect(await imagesOf(me, feedId)).toEqual([sized]);
    expect((await writePost(me, ['/photos/not-a-shipped-photo'], feedId)).body.code).toBe('VALIDATION');
  });
});

import sharp from 'sharp';
import { expectRequest, playwrightControl, serverNow } from '../support/expect-request';
import { HEIC_HEAD, noisePhoto, sidewaysPhotoWithGps } from '../support/pictures';
import { expect, loginAsDemo, openEditorWithTheme, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

test('a phone photo with its GPS position is shown upright, and the file the server serves carries no EXIF at all', async ({
  page,
  mock,
}) => {
  const user = await mock.createUser();
  await loginAsDemo(page, user.email, user.password);
  const editor = await openEditorWithTheme(page);
  await editor.getByLabel('제목').fill('광화문에서 찍은 사진');
  await editor.getByLabel('내용').fill('휴대폰으로 찍은 사진을 그대로 올렸어요.');
  const photo = await sidewaysPhotoWithGps();
  await editor.getByLabel('사진 추가').setInputFiles({ name: 'IMG_0420.JPG', mimeType: 'image/jpeg', buffer: photo });
  await expect(editor.getByRole('img', { name: /첨부 사진/ })).toHaveCount(1);
  await editor.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('status').filter({ hasText: '게시물을 등록했습니다.' })).toBeVisible();
  await page.getByRole('tabpanel').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/feedDetail\?id=\d+$/);

  const shown = page.locator('img[src*="/files/"]').first();
  await expect
    // Upright: 2 wide for 3 high (the picture is drawn at the column's width, so only its shape is its own).
    .poll(() =>
      shown.evaluate((img: HTMLImageElement) => img.complete && (img.naturalWidth / img.naturalHeight).toFixed(2)),
    )
    .toBe('0.67');
  const src = await shown.evaluate((img: HTMLImageElement) => img.currentSrc);
  const served = await page.request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(served.headers()['content-type']).toBe('image/avif');
  const bytes = await served.body();
  expect(bytes.toString('latin1')).not.toMatch(/Exif|GPS|TabiCam/);
  const metadata = await sharp(bytes).metadata();
  expect(metadata).toMatchObject({ width: 200, height: 300 });
  expect(metadata.exif).toBeUndefined();
});

test('an iPhone HEIC photo or one over 5 MB is refused before uploading, in the post editor and in my page, and the member stays signed in', async ({
  page,
  mock,
  request,
}) => {
  const user = await mock.createUser();
  await loginAsDemo(page, user.email, user.password);
  const journal = playwrightControl(request);
  const since = await serverNow(journal);
  const heic = { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: HEIC_HEAD };
  const large = {
    name: 'large.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([await noisePhoto(8, 8), Buffer.alloc(5 * 1024 * 1024)]),
  };

  const editor = await openEditorWithTheme(page);
  await editor.getByLabel('사진 추가').setInputFiles(heic);
  await expect(
    page.getByRole('status').filter({ hasText: 'IMG_0001.HEIC: 이 형식의 사진(HEIC 등)은 올릴 수 없습니다.' }),
  ).toBeVisible();
  await expect(editor.getByRole('img', { name: /첨부 사진/ })).toHaveCount(0);

  await page.goto('/myInfo');
  const changeImage = page.getByLabel('사진 변경');
  await changeImage.setInputFiles(large);
  await expect(page.getByRole('status').filter({ hasText: '사진은 한 장에 5MB까지 올릴 수 있습니다.' })).toBeVisible();
  await changeImage.setInputFiles(heic);
  await expect(page.getByRole('status').filter({ hasText: 'JPEG, PNG, WebP, GIF, AVIF' })).toBeVisible();

  // Nothing reached the server: neither a post nor a profile picture.
  await expectRequest(journal, { path: '/api/feed/write-feed', since }, { count: 0 });
  await expectRequest(journal, { path: '/api/user/user-profile-image', since }, { count: 0 });
  await page.reload();
  await expect(page).toHaveURL(/\/myInfo$/);
  await expect(page.getByRole('region', { name: '프로필 사진' })).toBeVisible();
});

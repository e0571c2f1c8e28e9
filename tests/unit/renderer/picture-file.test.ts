import { describe, expect, it } from 'vitest';
import { pictureProblem, pictureProblemText } from '../../../src/renderer/lib/picture-file';
import { LIMITS } from '../../../src/shared/constants';

const fileOf = (parts: BlobPart[], name: string, type: string) => new File(parts, name, { type });
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
/** The start of an iPhone's HEIC photo: an ISO box naming the `heic` brand. */
const HEIC = [new Uint8Array([0, 0, 0, 0x18]), 'ftypheic\0\0\0\0mif1heic'];

describe('a chosen picture, checked before anything is uploaded', () => {
  it('takes JPEG, PNG, WebP, GIF and AVIF by their bytes, whatever the name says', async () => {
    expect(await pictureProblem(fileOf([JPEG], 'photo.heic', ''))).toBeNull();
    expect(await pictureProblem(fileOf([PNG], 'a.png', 'image/png'))).toBeNull();
    const avif = [new Uint8Array([0, 0, 0, 0x1c]), 'ftypavif', new Uint8Array(20)];
    expect(await pictureProblem(fileOf(avif, 'a.avif', 'image/avif'))).toBeNull();
  });

  it('refuses an iPhone’s HEIC and a renamed text file with the message naming the formats, a 5 MB+ file with the limit', async () => {
    expect(await pictureProblem(fileOf(HEIC, 'IMG_0001.HEIC', 'image/heic'))).toBe('image.format');
    expect(await pictureProblem(fileOf(['just text'], 'photo.jpg', 'image/jpeg'))).toBe('image.format');
    const big = fileOf([JPEG, new Uint8Array(LIMITS.imageBytes)], 'big.jpg', 'image/jpeg');
    expect(await pictureProblem(big)).toBe('image.size');
    expect(pictureProblemText('image.format', 'ko')).toContain('HEIC');
    expect(pictureProblemText('image.format', 'ja')).toContain('アップロードできません');
    expect(pictureProblemText('image.size', 'ko')).toContain('5MB');
  });
});

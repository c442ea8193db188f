import { describe, expect, it } from 'vitest';
import { avatarRule, dataUrlImage, fileSizeText } from './avatar';
import { AVATAR_LIMITS } from './fieldLimits';
import { avatarDataUrlRule, readingClubErrors } from './readingForms';

/** The first bytes of a PNG of the given size: signature and IHDR are all the rule reads. */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG with an APP0 segment before its frame header, as cameras and editors write them. */
function jpeg(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 0, 0, 0, 0xff, 0xd9,
  ]);
  const view = new DataView(bytes.buffer);
  view.setUint16(13, height);
  view.setUint16(15, width);
  return bytes;
}

const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;

describe("seed 001 §5 'Image maximum width and height in px; file maximum size in kB or MB'", () => {
  const { maxBytes } = AVATAR_LIMITS;

  it('a JPEG or PNG of at most 512 kB and 512 × 512 px passes; one byte or one pixel more does not', () => {
    expect(avatarRule({ type: 'image/png', bytes: maxBytes, width: 512, height: 512 })).toBeNull();
    expect(avatarRule({ type: 'image/png', bytes: maxBytes + 1, width: 512, height: 512 })).toBe(
      'FILE_TOO_LARGE',
    );
    expect(avatarRule({ type: 'image/jpeg', bytes: 10, width: 513, height: 512 })).toBe('IMAGE_TOO_LARGE');
    expect(avatarRule({ type: 'image/jpeg', bytes: 10, width: 512, height: 513 })).toBe('IMAGE_TOO_LARGE');
    expect(avatarRule({ type: 'image/gif', bytes: 10, width: 1, height: 1 })).toBe('IMAGE_NOT_ALLOWED');
  });

  it('says the size in kB or MB', () => {
    expect(fileSizeText(maxBytes)).toBe('512 kB');
    expect(fileSizeText(1024 * 1024)).toBe('1 MB');
  });

  it("reads a data URL's type, size and the width and height of its PNG or JPEG header", () => {
    expect(dataUrlImage(dataUrl('image/png', png(512, 300)))).toEqual({
      type: 'image/png',
      bytes: 33,
      width: 512,
      height: 300,
    });
    expect(dataUrlImage(dataUrl('image/jpeg', jpeg(640, 480)))).toMatchObject({ width: 640, height: 480 });
    expect(dataUrlImage('data:image/png;base64,AAAA')).toBeNull();
    expect(dataUrlImage('https://example.be/a.png')).toBeNull();
  });

  it("refuses a club's avatar over the limits, as the graph receives it", () => {
    expect(avatarDataUrlRule(dataUrl('image/png', png(512, 512)))).toBeNull();
    expect(avatarDataUrlRule(dataUrl('image/jpeg', jpeg(513, 100)))).toBe('IMAGE_TOO_LARGE');
    expect(avatarDataUrlRule('not an image')).toBe('IMAGE_NOT_ALLOWED');
    expect(
      readingClubErrors(
        { name: 'Poëzieclub', avatar: dataUrl('image/png', png(1024, 1024)) },
        { partial: true },
      ),
    ).toEqual([{ field: 'avatar', code: 'IMAGE_TOO_LARGE' }]);
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((maxBytes + 1) / 3) * 4)}`;
    expect(avatarDataUrlRule(big)).toBe('FILE_TOO_LARGE');
  });
});

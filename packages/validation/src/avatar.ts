import { AVATAR_LIMITS } from './fieldLimits';

const { maxBytes, maxWidth, maxHeight } = AVATAR_LIMITS;

/**
 * seed 001 §5 'Image maximum width and height in px; file maximum size in kB or MB.' The words of a refused
 * club avatar; 'File size too big' is seed 001 §8's, as the reading programme answers it.
 */
export const AVATAR_MESSAGES = {
  IMAGE_NOT_ALLOWED: 'The image must be a JPEG or PNG.',
  FILE_TOO_LARGE: 'File size too big',
  IMAGE_TOO_LARGE: `The image may be at most ${maxWidth} × ${maxHeight} px.`,
} as const;

export type AvatarRuleCode = keyof typeof AVATAR_MESSAGES;

/** What the rule needs to know of an image: its type, its size in bytes, its width and height in px. */
export interface ImageFacts {
  type: string;
  bytes: number;
  width: number;
  height: number;
}

/** The file's size first (known before it is read), then its type, then its width and height. */
export function avatarRule(
  image: Partial<ImageFacts> & Pick<ImageFacts, 'type' | 'bytes'>,
): AvatarRuleCode | null {
  if (!(AVATAR_LIMITS.types as readonly string[]).includes(image.type)) return 'IMAGE_NOT_ALLOWED';
  if (image.bytes > maxBytes) return 'FILE_TOO_LARGE';
  if (image.width === undefined || image.height === undefined) return null;
  return image.width > maxWidth || image.height > maxHeight ? 'IMAGE_TOO_LARGE' : null;
}

/** A size in kB or MB as the seed words it (1 kB = 1024 bytes, as a file dialog counts). */
export function fileSizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} kB`;
}

const DATA_URL = /^data:([\w.+/-]+);base64,([A-Za-z0-9+/]*=*)$/;

/**
 * The facts of an avatar as the API receives it (a base64 data URL), so the graph checks what the browser
 * checked: the type the URL names, the decoded size, and the width and height written in a PNG's or a
 * JPEG's header. Null when it is no data URL or its header cannot be read.
 */
export function dataUrlImage(dataUrl: string): ImageFacts | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  const [, type = '', base64 = ''] = match;
  const bytes = Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
  // An over-big file is refused by its size alone: no need to decode it.
  if (bytes > maxBytes) return { type, bytes, width: 0, height: 0 };
  const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const size = pngSize(data) ?? jpegSize(data);
  return size ? { type, bytes, ...size } : null;
}

/** A PNG's IHDR: the signature, then width and height as 32-bit big-endian numbers at bytes 16 and 20. */
function pngSize(data: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length < 24 || signature.some((byte, index) => data[index] !== byte)) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A JPEG's frame header (SOF0..SOF15 but DHT, JPG and DAC): height then width, 16-bit big-endian. */
function jpegSize(data: Uint8Array): { width: number; height: number } | null {
  if (data[0] !== 0xff || data[1] !== 0xd8) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1] ?? 0;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/** The origin of a reader's address, or null for anything but an http(s) URL. */
export function readerOriginOf(readerUrl: string): string | null {
  try {
    const url = new URL(readerUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

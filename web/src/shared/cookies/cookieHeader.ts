/** The value of the cookie `name` in a Cookie header (or document.cookie); the first of duplicate names wins. */
export function cookieValue(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

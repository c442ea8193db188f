const EXCERPT_LENGTH = 160;

/** Plain text of a (possibly HTML) body, cut at a word boundary with an ellipsis. */
export function excerptOf(body: string, length = EXCERPT_LENGTH): string {
  const text = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

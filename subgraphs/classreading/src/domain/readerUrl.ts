import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

/**
 * The reader's address from an embed code (`<iframe src="…">`, seed 001 §3 'reader embed code'). The
 * shop frames the reader itself, so the upstream's HTML is never passed on: only the iframe's src, and
 * only when it is an http(s) URL (a `javascript:` or `data:` src would run in the shop's page). Null when
 * the code has no such iframe.
 */
export function readerUrlOf(embedCode: string): string | null {
  const iframe = findIframe(parseFragment(embedCode).childNodes);
  const src = iframe?.attrs.find((attribute) => attribute.name === 'src')?.value.trim();
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

function findIframe(nodes: readonly Node[]): Extract<Node, { tagName: string }> | null {
  for (const node of nodes) {
    if (!('tagName' in node)) continue;
    if (node.tagName === 'iframe') return node;
    const inner = findIframe(node.childNodes);
    if (inner) return inner;
  }
  return null;
}

/**
 * The reader's address opening where the pupil got to: the reader's `progress` query parameter (API.md, the
 * digital products service's reader), a whole percent as the reading programme tracks it (seed 001 §7
 * tracking). A reader that opened at its first page would report less than was reached. Unchanged for 0.
 */
export function readerUrlAtProgress(readerUrl: string, percentage: number): string {
  if (percentage <= 0) return readerUrl;
  const url = new URL(readerUrl);
  url.searchParams.set('progress', String(percentage));
  return url.href;
}

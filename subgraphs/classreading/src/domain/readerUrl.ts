import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = Extract<Node, { tagName: string }>;

/**
 * The reader's address from an embed code (`<iframe src="…">`, seed 001 §3 'reader embed code'). The
 * shop frames the reader itself, so the upstream's HTML is never passed on: only the iframe's src, and
 * only when it is an http(s) URL (a `javascript:` or `data:` src would run in the shop's page). Null when
 * the code has no such iframe.
 */
export function readerUrlOf(embedCode: string): string | null {
  return httpUrlOf(sourceOf(findElement(parseFragment(embedCode).childNodes, 'iframe')));
}

/**
 * The audio's address from an audiobook's embed code (`<audio src="…">`, or its first `<source src="…">`),
 * by the same rule: the shop plays it in its own player, so only an http(s) address leaves the graph.
 */
export function audioUrlOf(embedCode: string): string | null {
  const audio = findElement(parseFragment(embedCode).childNodes, 'audio');
  return httpUrlOf(sourceOf(audio) ?? sourceOf(audio && findElement(audio.childNodes, 'source')));
}

function sourceOf(element: Element | null): string | undefined {
  return element?.attrs.find((attribute) => attribute.name === 'src')?.value.trim() || undefined;
}

function httpUrlOf(src: string | undefined): string | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

function findElement(nodes: readonly Node[], tagName: string): Element | null {
  for (const node of nodes) {
    if (!('tagName' in node)) continue;
    if (node.tagName === tagName) return node;
    const inner = findElement(node.childNodes, tagName);
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

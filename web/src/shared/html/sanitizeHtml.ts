/**
 * Product descriptions and content blocks arrive as HTML from upstreams the shop does not control. Only
 * text formatting and plain links survive: other elements are unwrapped (their text kept), elements that
 * can run code or embed other documents are dropped with their content, and every attribute except a safe
 * `href` is removed.
 */
const ALLOWED = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'UL',
  'OL',
  'LI',
  'A',
  'H2',
  'H3',
  'H4',
  'BLOCKQUOTE',
]);
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'svg',
  'math',
  'FORM',
]);
const SAFE_HREF = /^(https?:|mailto:|\/(?!\/)|#)/i;

let serverDocument: Document | null = null;

/**
 * The server render has no `document`: it hands one in (a jsdom document, see entry-server.tsx), so a page
 * is cleaned the same way on both sides and hydrates to the same markup.
 */
export function setSanitizingDocument(document: Document): void {
  serverDocument = document;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

export function sanitizeHtml(html: string): string {
  const owner = typeof document === 'undefined' ? serverDocument : document;
  if (!owner) throw new Error('sanitizeHtml needs a document: call setSanitizingDocument on the server.');
  const template = owner.createElement('template');
  template.innerHTML = html;
  cleanChildren(template.content);
  return template.innerHTML;
}

function cleanChildren(parent: ParentNode): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === TEXT_NODE) continue;
    if (node.nodeType !== ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const element = node as Element;
    if (DROPPED.has(element.tagName)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (!ALLOWED.has(element.tagName)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    const href = element.tagName === 'A' ? element.getAttribute('href') : null;
    for (const attribute of Array.from(element.attributes)) element.removeAttribute(attribute.name);
    if (href && SAFE_HREF.test(href.trim())) {
      element.setAttribute('href', href.trim());
      if (/^https?:/i.test(href.trim())) element.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

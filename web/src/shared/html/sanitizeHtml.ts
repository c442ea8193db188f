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

export function sanitizeHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  cleanChildren(template.content);
  return template.innerHTML;
}

function cleanChildren(parent: ParentNode): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (!(node instanceof Element)) {
      node.remove();
      continue;
    }
    if (DROPPED.has(node.tagName)) {
      node.remove();
      continue;
    }
    cleanChildren(node);
    if (!ALLOWED.has(node.tagName)) {
      node.replaceWith(...Array.from(node.childNodes));
      continue;
    }
    const href = node.tagName === 'A' ? node.getAttribute('href') : null;
    for (const attribute of Array.from(node.attributes)) node.removeAttribute(attribute.name);
    if (href && SAFE_HREF.test(href.trim())) {
      node.setAttribute('href', href.trim());
      if (/^https?:/i.test(href.trim())) node.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

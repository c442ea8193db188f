import { describe, expect, it } from 'vitest';
import { HeadTemplateError, escapeHtml, injectHead, withNonce, type PageHead } from './headTags';

const TEMPLATE = `<!doctype html>
<html lang="nl-BE">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kinderboeken en jeugdboeken van uitgeverij Clavis." />
    <title>Clavis</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const head: PageHead = {
  lang: 'en-BE',
  title: 'The Little Polar Bear | Clavis',
  description: 'Lars & his friends.',
  canonical: 'http://localhost:3000/en-be/p/9789044800001/the-little-polar-bear-1',
  alternates: [
    { hreflang: 'nl-BE', href: 'http://localhost:3000/nl-be/p/9789044800001/de-kleine-ijsbeer-1' },
    { hreflang: 'x-default', href: 'http://localhost:3000/nl-be/p/9789044800001/de-kleine-ijsbeer-1' },
  ],
  noindex: false,
};

describe('escapeHtml', () => {
  it('escapes the five characters that can end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('injectHead', () => {
  it("replaces the template's title and description and sets the page's language", () => {
    const html = injectHead(TEMPLATE, head);
    expect(html).toContain('<html lang="en-BE">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>The Little Polar Bear | Clavis</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Lars &amp; his friends." />');
  });

  it('adds the canonical link and one alternate link per store view, inside the head', () => {
    const html = injectHead(TEMPLATE, head);
    const headPart = html.slice(0, html.indexOf('</head>'));
    expect(headPart).toContain(
      '<link rel="canonical" href="http://localhost:3000/en-be/p/9789044800001/the-little-polar-bear-1" />',
    );
    expect(headPart).toContain(
      '<link rel="alternate" hreflang="nl-BE" href="http://localhost:3000/nl-be/p/9789044800001/de-kleine-ijsbeer-1" />',
    );
    expect(headPart).toContain('hreflang="x-default"');
  });

  it("keeps Vite's script and style tags", () => {
    const html = injectHead(TEMPLATE, head);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes every value, and a $ in a value is text rather than a replacement pattern', () => {
    const html = injectHead(TEMPLATE, {
      ...head,
      lang: 'en"BE',
      title: `</title><script>alert(1)</script> $& $' $1`,
      description: '"><script>x</script>',
      canonical: 'http://localhost:3000/a"onmouseover="x',
      alternates: [{ hreflang: 'nl"BE', href: 'http://localhost:3000/<b>' }],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39; $1</title>',
    );
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).toContain('href="http://localhost:3000/a&quot;onmouseover=&quot;x"');
    expect(html).toContain('<html lang="en&quot;BE">');
  });

  it('writes no description, canonical or alternates where the page has none, and noindex when asked', () => {
    const html = injectHead(TEMPLATE, {
      ...head,
      description: null,
      canonical: null,
      alternates: [],
      noindex: true,
    });
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('rel="alternate"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('refuses a template without a head', () => {
    expect(() => injectHead('<div id="root"></div>', head)).toThrow(HeadTemplateError);
  });
});

describe('withNonce', () => {
  it("puts the answer's nonce on every script element of the page, the build's entry and the runtime config alike", () => {
    const page = withNonce(
      `${TEMPLATE.replace('</head>', '<script type="application/json" id="shop-config">{}</script></head>')}`,
      'bm9uY2U=',
    );
    expect(page).toContain(
      '<script nonce="bm9uY2U=" type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(page).toContain('<script nonce="bm9uY2U=" type="application/json" id="shop-config">{}</script>');
    expect(page.match(/<script\b/g)).toHaveLength(2);
    expect(page.match(/nonce="bm9uY2U="/g)).toHaveLength(2);
  });

  it('leaves a script that has its nonce as it is', () => {
    const script = '<script type="application/json" nonce="b3duIG5vbmNl">{}</script>';
    expect(withNonce(script, 'bm9uY2U=')).toBe(script);
  });
});

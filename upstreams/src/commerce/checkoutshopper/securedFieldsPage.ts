import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The secured field page adyen-web's Card loads in each card field's iframe:
 * `<loadingContext>securedfields/<clientKey>/<version>/securedFields.html?type=card&d=<base64 origin>`.
 * Its script and style sit beside it (relative URLs), so the page allows nothing but its own origin.
 */
export const SECURED_FIELDS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Secured field</title>
    <link rel="stylesheet" href="securedFields.css" />
    <script src="securedFields.js" defer></script>
  </head>
  <body>
    <label id="label" for="field" class="visually-hidden"></label>
    <input id="field" type="text" disabled spellcheck="false" autocapitalize="off" />
    <span id="error" class="visually-hidden"></span>
  </body>
</html>
`;

/** The input fills the iframe; the Card draws the border, label and messages around it. */
export const SECURED_FIELDS_CSS = `html, body {
  margin: 0;
  height: 100%;
  overflow: hidden;
  background: transparent;
}
input {
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: #00112c;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`;

/**
 * The origin of the page that embeds the field, from the `d` parameter (base64, as adyen-web writes it),
 * or null when it is not an http(s) origin.
 */
export function embeddingOrigin(d: unknown): string | null {
  if (typeof d !== 'string' || d === '') return null;
  const decoded = Buffer.from(d, 'base64').toString('utf8');
  try {
    const url = new URL(decoded);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === decoded ? decoded : null;
  } catch {
    return null;
  }
}

/**
 * The page's policy: its own script and style only (Chromium may fetch the page's own script again while the
 * field works, which counts as a connection: connect-src 'self'), no form posts, and framed only by the origin it
 * answers (Adyen checks that origin against the client key's allowed origins; the stand-in has none).
 */
export function securedFieldsPolicy(frameAncestor: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestor}`,
  ].join('; ');
}

const SCRIPT_ENTRY = fileURLToPath(new URL('./page/securedField.ts', import.meta.url));
let script: Promise<string> | undefined;

/** The page's script, bundled once from its TypeScript source for the browsers adyen-web supports. */
export function securedFieldsScript(): Promise<string> {
  script ??= build({
    entryPoints: [SCRIPT_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2019',
    legalComments: 'none',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  // A failed build is retried on the next request rather than remembered.
  script.catch(() => (script = undefined));
  return script;
}

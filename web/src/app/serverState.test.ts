import { describe, expect, it } from 'vitest';
import { readServerState, serializeServerState, SERVER_STATE_ELEMENT_ID } from './serverState';

function documentWith(text: string): Document {
  document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${text}</script>`;
  return document;
}

describe('the server state in the HTML', () => {
  it('is read back as written, and no product name can close its script element', () => {
    const state = {
      store: 'en-be' as const,
      apollo: {
        'Product:{"sku":"1"}': { __typename: 'Product', name: 'A </script><script>alert(1)</script>' },
      },
      pages: ['product'],
    };
    const text = serializeServerState(state);
    expect(text).not.toContain('</script>');
    expect(readServerState(documentWith(text))).toEqual(state);
  });

  it('is null when the page has none or it is not what the server writes', () => {
    document.body.innerHTML = '';
    expect(readServerState(document)).toBeNull();
    expect(readServerState(documentWith('{not json'))).toBeNull();
    expect(readServerState(documentWith('{"store":"fr-fr","apollo":{},"pages":[]}'))).toBeNull();
  });
});

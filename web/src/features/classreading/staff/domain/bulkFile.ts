/**
 * seed 001 §5: 'The CSV must be UTF-8, with the right headers following the provided template.' The
 * encoding can only be checked on the file's bytes, so the browser checks it before anything is sent: once
 * decoded into a string the wrong characters would look like text to the server. (The templates and the
 * other checks of a file are @shop/validation's and the classreading subgraph's.)
 */

/**
 * The file's text when its bytes are UTF-8 (a byte order mark is dropped), or null when they are not (a sheet
 * saved as Windows-1252 or UTF-16): the caller then says so and sends nothing.
 */
export function decodeBulkFile(bytes: ArrayBuffer | Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

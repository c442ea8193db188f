/**
 * seed 001 §5: 'The CSV must be UTF-8, with the right headers following the provided template.' The
 * encoding can only be checked on the file's bytes, so the browser checks it before anything is sent: once
 * decoded into a string the wrong characters would look like text to the server.
 */

/** seed 001 §4, §9: the templates a school fills in, one header line and one example row each. */
export const BULK_TEMPLATES = {
  students: {
    header: ['name', 'password', 'screenname'],
    example: ['Lotte Peeters', 'Leesvogel12', 'lotte'],
  },
  teachers: {
    header: ['email', 'firstname', 'lastname', 'title', 'accountType'],
    example: ['an.janssens@school.be', 'An', 'Janssens', 'Juf', 'elementary school'],
  },
} as const;

export type BulkKind = keyof typeof BULK_TEMPLATES;

/** The template as a CSV file's text (no field needs quoting: the example values hold no comma or quote). */
export function bulkTemplateCsv(kind: BulkKind): string {
  const { header, example } = BULK_TEMPLATES[kind];
  return `${header.join(',')}\r\n${example.join(',')}\r\n`;
}

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

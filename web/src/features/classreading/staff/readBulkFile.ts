import { decodeBulkFile } from './domain/bulkFile';

/** The file could not be read, or its bytes are not UTF-8 (seed 001 §5). */
export type BulkFileProblem = 'unreadable' | 'not-utf8';

/**
 * Reads a chosen file in the browser, reporting how much is read (0..1) for the progress bar: a school's
 * file is small, but a phone on a slow disk or a network drive can take a moment.
 */
export function readBulkFile(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<{ text: string } | { problem: BulkFileProblem }> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onerror = () => resolve({ problem: 'unreadable' });
    reader.onload = () => {
      onProgress(1);
      const text = reader.result instanceof ArrayBuffer ? decodeBulkFile(reader.result) : null;
      resolve(text === null ? { problem: 'not-utf8' } : { text });
    };
    reader.readAsArrayBuffer(file);
  });
}

import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Component tests render with the real catalogues, so a missing English translation fails a test. The
 * compiled catalogues are build output (gitignored): compile them from the committed .po files first.
 */
export default function compileCatalogs(): void {
  const webDir = fileURLToPath(new URL('..', import.meta.url));
  // The package exports only its API; its command sits beside the API's entry file.
  const lingui = path.join(path.dirname(createRequire(import.meta.url).resolve('@lingui/cli')), 'lingui.js');
  execFileSync(process.execPath, [lingui, 'compile'], { cwd: webDir, stdio: 'pipe' });
}

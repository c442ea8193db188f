// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../../', import.meta.url));
const ADYEN = '@adyen/adyen-web';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The modules a file imports statically (type-only imports and `import()` excluded: they load nothing at first). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms)) {
    if (!match[1]) found.push(match[2]!);
  }
  for (const match of code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(match[1]!);
  return found;
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

describe('the card payment library loads lazily (ARCHITECTURE: only on the payment step)', () => {
  it('is imported by one module only, and dynamically', () => {
    const users = sourceFiles(src).filter((file) => readFileSync(file, 'utf8').includes(`'${ADYEN}`));
    expect(users.map((file) => path.relative(src, file))).toEqual([
      path.join('features', 'checkout', 'adyen', 'loadAdyenWeb.ts'),
    ]);
    expect(staticImports(users[0]!).filter((specifier) => specifier.startsWith(ADYEN))).toEqual([]);
  });

  it("is not in the static module graph of the app's entry nor of any page", () => {
    const seen = new Set<string>();
    const reachesAdyen: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of staticImports(file)) {
        if (specifier.startsWith(ADYEN)) reachesAdyen.push(path.relative(src, file));
        const next = resolve(file, specifier);
        if (next) visit(next);
      }
    };
    visit(path.join(src, 'main.tsx'));
    visit(path.join(src, 'entry-server.tsx'));
    for (const page of sourceFiles(path.join(src, 'app'))) visit(page);
    for (const page of sourceFiles(path.join(src, 'features', 'checkout'))) visit(page);
    expect(seen.size).toBeGreaterThan(50);
    expect(reachesAdyen).toEqual([]);
  });
});

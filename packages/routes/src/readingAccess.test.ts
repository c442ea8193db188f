import { describe, expect, it } from 'vitest';
import { isGuardedReadingLogin, isReadingLoginPath, readingLoginRedirectOf } from './readingAccess';

describe('isReadingLoginPath', () => {
  it('knows the reading login route in either language, and nothing else', () => {
    expect(isReadingLoginPath('/en-rw/classreading/schoolid')).toBe(true);
    expect(isReadingLoginPath('/en-rw/classreading/schoolid/')).toBe(true);
    expect(isReadingLoginPath('/en-rw/classreading/schoolid?redirect=%2Fen-rw%2F')).toBe(true);
    expect(isReadingLoginPath('/nl-be/klaslezen/schoolid')).toBe(true);
    expect(isReadingLoginPath('/en-rw/klaslezen/schoolid')).toBe(true);
    expect(isReadingLoginPath('/en-rw/classreading')).toBe(false);
    expect(isReadingLoginPath('/en-rw/classreading/schoolid/x')).toBe(false);
    expect(isReadingLoginPath('/en-rw/klaslezen/leesclubs')).toBe(false);
    expect(isReadingLoginPath('/fr-fr/classreading/schoolid')).toBe(false);
  });
});

describe('isGuardedReadingLogin (seed 001 §6: the one /en-rw page of anonymous visitors)', () => {
  it("is the reading login of /en-rw in either language, not another store view's nor another page", () => {
    expect(isGuardedReadingLogin('/en-rw/classreading/schoolid')).toBe(true);
    expect(isGuardedReadingLogin('/en-rw/klaslezen/schoolid?redirect=%2Fen-rw%2F')).toBe(true);
    expect(isGuardedReadingLogin('/en-be/classreading/schoolid')).toBe(false);
    expect(isGuardedReadingLogin('/en-rw/classreading')).toBe(false);
    expect(isGuardedReadingLogin('/en-rw/')).toBe(false);
  });
});

describe('readingLoginRedirectOf (seed 001 §2: the /en-rw access guard)', () => {
  it('sends any /en-rw path but the reading login to the reading login, remembering it', () => {
    expect(readingLoginRedirectOf('/en-rw/')).toBe('/en-rw/classreading/schoolid?redirect=%2Fen-rw%2F');
    expect(readingLoginRedirectOf('/en-rw')).toBe('/en-rw/classreading/schoolid?redirect=%2Fen-rw');
    expect(readingLoginRedirectOf('/en-rw/classreading/readingclubs?x=1')).toBe(
      '/en-rw/classreading/schoolid?redirect=%2Fen-rw%2Fclassreading%2Freadingclubs%3Fx%3D1',
    );
    expect(readingLoginRedirectOf('/en-rw/p/9789044800001/kikker')).toBe(
      '/en-rw/classreading/schoolid?redirect=%2Fen-rw%2Fp%2F9789044800001%2Fkikker',
    );
  });

  it('lets the reading login itself and the other store views through', () => {
    expect(readingLoginRedirectOf('/en-rw/classreading/schoolid')).toBeNull();
    expect(readingLoginRedirectOf('/en-rw/classreading/schoolid?redirect=%2Fen-rw%2F')).toBeNull();
    expect(readingLoginRedirectOf('/en-be/classreading')).toBeNull();
    expect(readingLoginRedirectOf('/nl-be/')).toBeNull();
    expect(readingLoginRedirectOf('/en-rwanda/')).toBeNull();
  });

  it('lets the error page through, which must show when the reading login cannot (no redirect loop)', () => {
    expect(readingLoginRedirectOf('/en-rw/error')).toBeNull();
    expect(readingLoginRedirectOf('/en-rw/error?from=%2Fen-rw%2Fclassreading%2Fschoolid')).toBeNull();
  });
});

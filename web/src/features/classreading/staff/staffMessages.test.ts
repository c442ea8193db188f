import { READING_FORM_MESSAGES } from '@shop/validation/readingForms';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { staffErrorText } from './staffMessages';

describe('staff form messages', () => {
  // The staff forms check @shop/validation's reading-form rules and show their codes; the graph answers the same codes.
  it('word every code of the reading forms in the store view language, never the bare code', async () => {
    for (const locale of ['nl-BE', 'nl-NL', 'en-BE', 'en-RW']) {
      const i18n = await loadI18n(locale, { allCatalogs: true });
      for (const code of Object.keys(READING_FORM_MESSAGES)) {
        const text = staffErrorText(i18n, { code, message: code });
        expect(text, `${locale} ${code}`).not.toBe(code);
        expect(text, `${locale} ${code}`).not.toBe('');
      }
    }
  });

  it("show the shop's English words in en-be and its Dutch in nl-be", async () => {
    const en = await loadI18n('en-BE', { allCatalogs: true });
    for (const code of ['NAME_NOT_LETTERS', 'PASSWORD_TOO_WEAK', 'INVALID_ACCOUNT_TYPE'] as const)
      expect(staffErrorText(en, { code, message: code })).toBe(READING_FORM_MESSAGES[code]);
    const nl = await loadI18n('nl-BE', { allCatalogs: true });
    expect(staffErrorText(nl, { code: 'NAME_NOT_LETTERS', message: '' })).toBe(
      'Alleen letters en spaties zijn toegestaan.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { FORM_RULE_MESSAGES, type FormRuleCode } from '@shop/validation';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { formRuleMessage } from './formRuleMessages';

describe('form rule messages', () => {
  it("show the shop's English words of every rule in en-be and en-rw", async () => {
    for (const locale of ['en-BE', 'en-RW']) {
      const i18n = await loadI18n(locale);
      for (const [code, message] of Object.entries(FORM_RULE_MESSAGES))
        expect(formRuleMessage(i18n, { code: code as FormRuleCode })).toBe(message);
    }
  });

  it('translate them into Dutch in nl-be', async () => {
    const i18n = await loadI18n('nl-BE');
    expect(formRuleMessage(i18n, { code: 'INVALID_EMAIL' })).toBe('Geef een geldig e-mailadres op.');
  });

  it("keep the API's words for a code they do not know", async () => {
    const i18n = await loadI18n('nl-BE');
    expect(formRuleMessage(i18n, { code: 'INVALID_RATING', message: 'Please choose 1 to 5 stars.' })).toBe(
      'Please choose 1 to 5 stars.',
    );
  });
});

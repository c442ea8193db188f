import { describe, expect, it } from 'vitest';
import { FORM_RULE_MESSAGES, ruleMessage, type FormRuleCode } from '@shop/validation';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { formRuleMessage } from './formRuleMessages';

describe('form rule messages', () => {
  it("show the shop's English words of every rule in en-be and en-rw", async () => {
    for (const locale of ['en-BE', 'en-RW']) {
      const i18n = await loadI18n(locale);
      for (const code of Object.keys(FORM_RULE_MESSAGES))
        expect(formRuleMessage(i18n, { code: code as FormRuleCode, chars: 50 })).toBe(
          ruleMessage(FORM_RULE_MESSAGES, { code, chars: 50 }),
        );
    }
  });

  it('translate them into Dutch in nl-be', async () => {
    const i18n = await loadI18n('nl-BE');
    expect(formRuleMessage(i18n, { code: 'INVALID_EMAIL' })).toBe('Geef een geldig e-mailadres op.');
  });

  it("name the field's maximum, from the form's rule or the API's message (seed 001 §5)", async () => {
    const i18n = await loadI18n('nl-BE');
    expect(formRuleMessage(i18n, { code: 'TOO_LONG', chars: 50 })).toBe(
      'Er zijn maximaal 50 tekens toegestaan.',
    );
    expect(
      formRuleMessage(i18n, {
        code: 'NAMES_TOO_LONG',
        message: 'A maximum of 80 characters between first and last name.',
      }),
    ).toBe('Voor- en achternaam samen mogen maximaal 80 tekens hebben.');
  });

  it("keep the API's words for a code they do not know", async () => {
    const i18n = await loadI18n('nl-BE');
    expect(formRuleMessage(i18n, { code: 'INVALID_RATING', message: 'Please choose 1 to 5 stars.' })).toBe(
      'Please choose 1 to 5 stars.',
    );
  });
});

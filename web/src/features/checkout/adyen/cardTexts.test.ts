import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { cardTexts } from './cardTexts';

describe("the card component's texts", () => {
  it('read in Dutch in the Dutch store views', async () => {
    const texts = cardTexts(await loadI18n('nl-BE'));
    expect(texts['creditCard.encryptedCardNumber.aria.iframeTitle']).toBe('Kaartnummer');
    expect(texts['cc.num.902']).toBe('Vul een geldig kaartnummer in');
  });

  it("read in the provider's own English in the English store views", async () => {
    const texts = cardTexts(await loadI18n('en-BE'));
    expect(texts['creditCard.encryptedCardNumber.aria.iframeTitle']).toBe('Card number');
    expect(texts['form.instruction']).toBe('All fields are required unless marked otherwise.');
    expect(texts['cc.cvc.921.amex']).toBe('Enter the complete security code. 4 digits on front of card.');
  });
});

import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { orderStatusText } from './orderStatus';

describe('orderStatusText', () => {
  const i18n = setupI18n({ locale: 'nl-BE', messages: { 'nl-BE': {} } });

  it("words Magento's status codes, and keeps an unknown one as the platform sent it", () => {
    expect(orderStatusText(i18n, 'complete')).toBe('Verzonden');
    expect(orderStatusText(i18n, 'pending')).toBe('In behandeling');
    expect(orderStatusText(i18n, 'custom_state')).toBe('custom_state');
  });
});

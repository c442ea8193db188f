import { describe, expect, it } from 'vitest';
import { checkedReturnUrl, returnUrlWithResult } from './returnUrl';

const shop = 'https://shop.example.com';

describe('the returnUrl of a card payment', () => {
  it("takes a URL on the shop's origin, and defaults to the shop's payment return route", () => {
    expect(checkedReturnUrl('https://shop.example.com/en-be/adyen/process/result?orderId=7', shop)).toBe(
      'https://shop.example.com/en-be/adyen/process/result?orderId=7',
    );
    expect(checkedReturnUrl(undefined, shop)).toBe('https://shop.example.com/adyen/process/result');
  });

  it('refuses another origin, another scheme, credentials and relative URLs (no open redirect)', () => {
    for (const url of [
      'https://evil.example.com/adyen/process/result',
      'http://shop.example.com/adyen/process/result',
      'https://shop.example.com.evil.example/x',
      'https://user:pass@shop.example.com/x',
      'javascript:alert(1)',
      '//evil.example.com/x',
      '/adyen/process/result',
    ])
      expect(() => checkedReturnUrl(url, shop), url).toThrow(/returnUrl/);
  });

  it('adds the redirectResult, keeping the query the shop put there', () => {
    expect(returnUrlWithResult('https://shop.example.com/adyen/process/result?orderId=7', 'a b+c')).toBe(
      'https://shop.example.com/adyen/process/result?orderId=7&redirectResult=a+b%2Bc',
    );
  });
});

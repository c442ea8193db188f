import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { STORE_VIEWS, type StoreCode } from '@shop/store-views';
import { forgetConsent, giveConsent } from '@/shared/consent/consentFixtures';
import { ServerConsentProvider } from '@/shared/consent/cookieConsent';
import { consentOf, parseConsent, type CookieConsent } from '@/shared/consent/domain/cookieConsent';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { StoreViewProvider } from '@/shared/storeView';
import { CookieConsentNotice } from './CookieConsentNotice';

function page(i18n: I18n, path: string, store: StoreCode = 'nl-be') {
  return (
    <StoreViewProvider storeView={STORE_VIEWS[store]}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <button type="button">Naar de inhoud</button>
          <CookieConsentNotice />
        </MemoryRouter>
      </I18nProvider>
    </StoreViewProvider>
  );
}

/** The server's markup for a request whose cookie holds `consent`. */
function serverMarkup(i18n: I18n, path: string, consent: CookieConsent | null, store: StoreCode = 'nl-be') {
  return renderToString(
    <ServerConsentProvider consent={consent}>{page(i18n, path, store)}</ServerConsentProvider>,
  );
}

function storedConsent() {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('shop_consent='))
    ?.slice('shop_consent='.length);
  return parseConsent(value);
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  forgetConsent();
  vi.restoreAllMocks();
});

describe('the cookie consent notice (seed 001 §3, §4)', () => {
  it('is in the server render only when the request carries no valid consent, and never on /cookies', async () => {
    const i18n = await loadI18n('nl-BE');
    expect(serverMarkup(i18n, '/nl-be/', null)).toContain('data-testid="cookie-notice"');
    expect(serverMarkup(i18n, '/nl-be/', consentOf([], new Date()))).not.toContain('cookie-notice');
    expect(serverMarkup(i18n, '/nl-be/cookies', null)).not.toContain('cookie-notice');
    const english = serverMarkup(await loadI18n('en-BE'), '/en-be/', null, 'en-be');
    expect(english).toContain('Accept all');
    expect(english).toContain('Only necessary');
  });

  it("hydrates the server's notice, takes the focus, and on 'only necessary' stores the choice and gives the focus back", async () => {
    const i18n = await loadI18n('nl-BE');
    const container = document.createElement('div');
    container.innerHTML = serverMarkup(i18n, '/nl-be/', null);
    document.body.append(container);
    const before = screen.getByRole('button', { name: 'Naar de inhoud' });
    before.focus();
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page(i18n, '/nl-be/'), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();

    const notice = screen.getByRole('dialog', { name: 'Cookies' });
    expect(document.activeElement).toBe(notice);
    expect(notice.getAttribute('aria-describedby')).toBeTruthy();

    const saved = Date.now();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Alleen noodzakelijke' })));
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    expect(document.activeElement).toBe(before);
    const consent = storedConsent();
    expect(consent?.allowed).toEqual(new Set());
    expect(consent?.date.getTime()).toBeGreaterThanOrEqual(saved - 1000);
  });

  it("offers each category: 'choose myself' shows them, and the saved choice is what was ticked", async () => {
    const i18n = await loadI18n('en-BE');
    const container = document.createElement('div');
    container.innerHTML = serverMarkup(i18n, '/en-be/', null, 'en-be');
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page(i18n, '/en-be/', 'en-be'));
    });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Choose myself' })));
    const necessary = screen.getByRole('checkbox', { name: /Strictly necessary cookies/ });
    expect((necessary as HTMLInputElement).checked).toBe(true);
    expect((necessary as HTMLInputElement).disabled).toBe(true);
    const statistical = screen.getByRole('checkbox', { name: /Statistical cookies/ });
    expect(document.activeElement).toBe(statistical);
    act(() => fireEvent.click(statistical));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save my choice' })));
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    expect(storedConsent()?.allowed).toEqual(new Set(['statistical']));
  });

  it('stays away while a consent holds, and comes back for one dated before 2023-09-17', async () => {
    const i18n = await loadI18n('nl-BE');
    giveConsent(['statistical', 'personalization', 'targeted']);
    const given = document.createElement('div');
    given.innerHTML = serverMarkup(i18n, '/nl-be/', consentOf(['statistical'], new Date()));
    document.body.append(given);
    await act(async () => {
      root = hydrateRoot(given, page(i18n, '/nl-be/'));
    });
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';

    document.cookie = 'shop_consent=2023-09-16T10:00:00.000Z|necessary|statistical; Path=/';
    const container = document.createElement('div');
    container.innerHTML = serverMarkup(i18n, '/nl-be/', null);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page(i18n, '/nl-be/'));
    });
    expect(screen.getByTestId('cookie-notice')).toBeTruthy();
  });
});

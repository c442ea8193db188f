import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../test/render';
import { NewsletterSignup } from './NewsletterSignup';
import { SubscribeNewsletterDocument } from './SubscribeNewsletter.generated';

const answer = (email: string, payload: object): MockedResponse => ({
  request: { query: SubscribeNewsletterDocument, variables: { email } },
  result: { data: { subscribeNewsletter: { __typename: 'NewsletterPayload', ...payload } } },
});

async function subscribeWith(email: string, options: Parameters<typeof renderInShop>[1] = {}) {
  await renderInShop(<NewsletterSignup />, options);
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: /Inschrijven|Subscribe/ }));
}

describe('NewsletterSignup', () => {
  it('subscribes an email and says so', async () => {
    await subscribeWith(' lezer@example.be ', {
      mocks: [answer('lezer@example.be', { subscribed: true, userErrors: [] })],
    });
    expect(await screen.findByText('Je bent ingeschreven op de nieuwsbrief.')).toBeTruthy();
  });

  it('refuses an invalid email by the seed 000 §5 rule before sending anything', async () => {
    await subscribeWith('lezer@example');
    const field = screen.getByRole('textbox', { name: /E-mail/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Geef een geldig e-mailadres op.').length).toBeGreaterThan(0);
  });

  it("shows the shop's English words in en-be", async () => {
    await subscribeWith('', { store: 'en-be' });
    expect(screen.getAllByText('Field is required.').length).toBeGreaterThan(0);
  });

  it("shows the server's refusal of the email beside the field", async () => {
    await subscribeWith('lezer@example.be', {
      mocks: [
        answer('lezer@example.be', {
          subscribed: null,
          userErrors: [
            {
              __typename: 'UserError',
              code: 'INVALID_EMAIL',
              message: 'Please provide valid e-mail address.',
              field: 'email',
            },
          ],
        }),
      ],
    });
    expect((await screen.findAllByText('Geef een geldig e-mailadres op.')).length).toBeGreaterThan(0);
  });

  it('says the subscription failed when the service cannot be reached', async () => {
    await subscribeWith('lezer@example.be', {
      mocks: [{ request: answer('lezer@example.be', {}).request, error: new Error('network down') }],
    });
    expect(
      await screen.findByText('Je inschrijving is niet gelukt. Probeer het later opnieuw.'),
    ).toBeTruthy();
  });

  it("fills in a customer's email", async () => {
    await renderInShop(<NewsletterSignup defaultEmail="klant@example.be" />);
    expect((screen.getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement).value).toBe(
      'klant@example.be',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { DocumentNode } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../test/render';
import { SessionDocument } from '@/shared/session';
import { MyNewsletterPageDocument } from './MyNewsletterPage.generated';
import { MyNewsletterPage } from './MyNewsletterPage';
import { SubscribeMyNewsletterDocument } from './SubscribeMyNewsletter.generated';
import { UnsubscribeMyNewsletterDocument } from './UnsubscribeMyNewsletter.generated';

const email = 'an.peeters@example.be';
const session: MockedResponse = {
  request: { query: SessionDocument },
  result: { data: { me: { __typename: 'Customer', id: '12', firstname: 'An', email, groupId: 0 } } },
};
const page = (newsletterSubscribed: boolean | null): MockedResponse => ({
  request: { query: MyNewsletterPageDocument },
  result: { data: { me: { __typename: 'Customer', id: '12', email, newsletterSubscribed } } },
});
const answer = (query: DocumentNode, field: string, subscribed: boolean): MockedResponse => ({
  request: { query },
  result: { data: { [field]: { __typename: 'NewsletterPayload', subscribed, userErrors: [] } } },
});

async function renderNewsletter(mocks: MockedResponse[]) {
  await renderInShop(<MyNewsletterPage />, {
    store: 'en-be',
    path: '/en-be/my-account/newsletter',
    mocks: [session, ...mocks],
  });
  return screen.findByTestId('newsletter-block');
}

describe('my-newsletter (seed 000 §2, §7 Newsletter)', () => {
  it('subscribes the customer, then shows the subscription the service answered', async () => {
    await renderNewsletter([page(false), answer(SubscribeMyNewsletterDocument, 'subscribeNewsletter', true)]);
    expect(screen.getByTestId('newsletter-status').textContent).toBe(
      `${email} is not subscribed to the newsletter.`,
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are subscribed to the newsletter')).toBeTruthy();
    expect(screen.getByTestId('newsletter-status').textContent).toBe(
      `${email} is subscribed to the newsletter.`,
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('unsubscribes the customer', async () => {
    await renderNewsletter([
      page(true),
      answer(UnsubscribeMyNewsletterDocument, 'unsubscribeNewsletter', false),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed from the newsletter')).toBeTruthy();
    expect(screen.getByTestId('newsletter-status').textContent).toBe(
      `${email} is not subscribed to the newsletter.`,
    );
  });

  it('offers both when the newsletter service could not say', async () => {
    await renderNewsletter([page(null)]);
    expect(screen.queryByTestId('newsletter-status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});

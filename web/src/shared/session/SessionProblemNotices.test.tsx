import { ApolloLink, execute, gql, Observable } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render';
import { onSessionChange, type SessionChange } from './sessionEvents';
import { SessionProblemNotices } from './SessionProblemNotices';
import { SessionDocument, type SessionQuery } from './Session.generated';
import { reportSessionProblem, sessionProblemLink } from './sessionProblems';

/**
 * Sends one query through the session problem link to a server answering `code`, as the web server does: in
 * a 200 answer, or (a refresh that could not be tried) in a 503 answer, which Apollo reports as a network error.
 */
function answerWith(code: string, status: 200 | 503 = 200) {
  const body = { errors: [{ message: 'from the web server', extensions: { code } }] };
  const server = new ApolloLink(
    () =>
      new Observable((observer) => {
        if (status === 503) {
          observer.error(
            Object.assign(new Error('Response not successful'), { statusCode: 503, result: body }),
          );
          return;
        }
        observer.next(body);
        observer.complete();
      }),
  );
  const link = ApolloLink.from([sessionProblemLink(), server]);
  return new Promise<void>((resolve) => {
    execute(link, { query: gql('query Any { me { id } }') }).subscribe({
      complete: resolve,
      error: () => resolve(),
    });
  });
}

const customer = {
  __typename: 'Customer',
  id: '7',
  firstname: 'An',
  email: 'an.peeters@example.com',
  groupId: 0,
};

describe('session problems the web server reports (seed 000 §8)', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('logs out silently at an expired session: the features clear, the customer leaves the cache, a notice says why', async () => {
    const heard: SessionChange[] = [];
    stops.push(onSessionChange((change) => heard.push(change)));
    const { cache } = await renderInShop(<SessionProblemNotices />, { store: 'en-be' });
    cache.writeQuery({ query: SessionDocument, data: { me: customer } });

    await answerWith('SESSION_EXPIRED');
    expect(
      await screen.findByText('Error refreshing user token. User is not authorized to access the resource'),
    ).toBeTruthy();
    expect(heard).toEqual(['logout']);
    expect(cache.readQuery<SessionQuery>({ query: SessionDocument })?.me ?? null).toBeNull();

    // Told once while the notice shows, however many answers report it.
    await answerWith('SESSION_EXPIRED');
    expect(heard).toEqual(['logout']);
  });

  it('asks the customer to reload when the refresh could not be tried, and keeps the session', async () => {
    const heard: SessionChange[] = [];
    stops.push(onSessionChange((change) => heard.push(change)));
    const { cache } = await renderInShop(<SessionProblemNotices />);
    cache.writeQuery({ query: SessionDocument, data: { me: customer } });

    await answerWith('SESSION_REFRESH_UNAVAILABLE', 503);
    expect(
      await screen.findByText('Fout bij het vernieuwen van je sessie. Vernieuw de pagina.'),
    ).toBeTruthy();
    expect(heard).toEqual([]);
    await waitFor(() => expect(cache.readQuery<SessionQuery>({ query: SessionDocument })?.me?.id).toBe('7'));
  });

  it('logs out silently when the offline queue gave up after too many refresh attempts (seed 001 §4)', async () => {
    const heard: SessionChange[] = [];
    stops.push(onSessionChange((change) => heard.push(change)));
    await renderInShop(<SessionProblemNotices />, { store: 'en-be' });
    reportSessionProblem('expired');
    expect(
      await screen.findByText('Error refreshing user token. User is not authorized to access the resource'),
    ).toBeTruthy();
    expect(heard).toEqual(['logout']);
  });

  it('leaves other errors to the page', async () => {
    const heard: SessionChange[] = [];
    stops.push(onSessionChange((change) => heard.push(change)));
    await renderInShop(<SessionProblemNotices />);
    await answerWith('INTERNAL_SERVER_ERROR');
    expect(heard).toEqual([]);
    expect(screen.queryByTestId('notification')).toBeNull();
  });
});

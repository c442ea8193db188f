import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { renderClassreading } from '../testing/renderClassreading';
import { SessionDocument } from '@/shared/session';
import { LOTTE, readingMeMock, SOFIE } from '../testing/fixtures';
import { ReadingMeDocument } from './ReadingMe.generated';
import { ReadingLogoutDocument } from '@/shared/session';

/** readingLogout, counting its calls. */
function logoutMock() {
  const answer = vi.fn(() => ({
    data: { readingLogout: { __typename: 'ReadingLogoutPayload', loggedOut: true, userErrors: [] } },
  }));
  const mock: MockedResponse = { request: { query: ReadingLogoutDocument }, result: answer };
  return { mock, answer };
}

const page = <p>the page</p>;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session check of the classreading pages (seed 001 §2, §5, §9)', () => {
  it('shows the page to a signed-in pupil and never logs out', async () => {
    const logout = logoutMock();
    await renderClassreading(page, { path: '/en-be/classreading', user: LOTTE, mocks: [logout.mock] });
    await advance(5);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.getByTestId('reading-user').textContent).toBe('Lotte, class 3A');
    await advance(2000);
    expect(logout.answer).not.toHaveBeenCalled();
  });

  it('passes a teacher with a first and last name', async () => {
    await renderClassreading(page, { path: '/en-be/classreading', user: SOFIE });
    await advance(5);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.getByTestId('reading-user').textContent).toBe('Sofie Claes');
    // Teachers log out of the shop: the pupil's logout button is not theirs.
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it("refreshes a shop customer's profile before judging (seed 001 §4), which starts a teacher's session", async () => {
    const logout = logoutMock();
    const customer = vi.fn(() => ({
      data: {
        me: {
          __typename: 'Customer',
          id: '8',
          firstname: 'Sofie',
          email: 'sofie.claes@deleesboom.example',
          groupId: 0,
        },
      },
    }));
    await renderClassreading(page, {
      path: '/en-be/classreading',
      user: null,
      me: readingMeMock(null),
      mocks: [
        { request: { query: SessionDocument }, result: customer, maxUsageCount: 2 },
        readingMeMock(SOFIE),
        logout.mock,
      ],
    });
    await advance(5);
    await advance(5);
    expect(customer).toHaveBeenCalledTimes(2);
    expect(screen.getByText('the page')).toBeTruthy();
    await advance(2000);
    expect(logout.answer).not.toHaveBeenCalled();
  });

  it('without a session: says a login is needed, logs out after exactly 1 second and goes home', async () => {
    const logout = logoutMock();
    await renderClassreading(page, {
      path: '/en-be/classreading/readingclubs',
      route: 'readingclubs',
      user: null,
      mocks: [logout.mock],
    });
    await advance(5);
    expect(screen.getByTestId('login-required').textContent).toContain(
      'You need to be logged in to see this page',
    );
    expect(screen.getByRole('link', { name: 'Log in to classreading' }).getAttribute('href')).toBe(
      '/en-be/classreading/schoolid?redirect=%2Fen-be%2Fclassreading%2Freadingclubs',
    );
    expect(screen.queryByText('the page')).toBeNull();
    await advance(990);
    expect(logout.answer).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/en-be/classreading/readingclubs');
    await advance(15);
    expect(logout.answer).toHaveBeenCalledTimes(1);
    await advance(5);
    expect(screen.getByTestId('location').textContent).toBe('/en-be/');
    // At home a notice keeps the way to the reading login, with the page that was wanted.
    const notice = screen.getByTestId('notification');
    expect(notice.textContent).toContain('You need to be logged in to see this page');
  });

  it('at the classreading home, explains the programme to a visitor without a session and keeps them there', async () => {
    const logout = logoutMock();
    await renderClassreading(page, { path: '/en-be/classreading', user: null, mocks: [logout.mock] });
    await advance(5);
    expect(screen.getByRole('heading', { level: 1, name: 'Classreading' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in as a pupil' }).getAttribute('href')).toBe(
      '/en-be/classreading/schoolid',
    );
    // Teachers and directors log in at the shop, and come back here: to their dashboard.
    expect(screen.getByRole('link', { name: 'Log in as a teacher or director' }).getAttribute('href')).toBe(
      '/en-be/login?redirect=%2Fen-be%2Fclassreading',
    );
    expect(screen.getByText(/The school id is the school's fixed number/)).toBeTruthy();
    expect(screen.getByText(/The school code is a second ten-digit code/)).toBeTruthy();
    expect(screen.queryByTestId('login-required')).toBeNull();
    expect(screen.queryByText('the page')).toBeNull();
    await advance(2000);
    expect(logout.answer).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/en-be/classreading');
  });

  it('fails on UNAUTHENTICATED, and on a user with neither a name nor first and last name', async () => {
    for (const answer of [
      { errors: [new GraphQLError('No session', { extensions: { code: 'UNAUTHENTICATED' } })] },
      { data: { readingMe: { ...SOFIE, lastname: null } } },
    ]) {
      const logout = logoutMock();
      const { unmount } = await renderClassreading(page, {
        path: '/en-be/classreading/readingclubs',
        route: 'readingclubs',
        user: null,
        me: { request: { query: ReadingMeDocument }, result: answer },
        mocks: [logout.mock],
      });
      await advance(5);
      expect(screen.getByTestId('login-required')).toBeTruthy();
      await advance(1000);
      expect(logout.answer).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('does not log out when the check could not be made (network): the page says something went wrong', async () => {
    const logout = logoutMock();
    await renderClassreading(page, {
      path: '/en-be/classreading',
      user: null,
      me: { request: { query: ReadingMeDocument }, error: new Error('offline') },
      mocks: [logout.mock],
    });
    await advance(5);
    expect(screen.getByText(/Something went wrong/)).toBeTruthy();
    expect(screen.queryByTestId('login-required')).toBeNull();
    await advance(2000);
    expect(logout.answer).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { useLocation } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { PupilLoginDocument } from './PupilLogin.generated';
import { PupilLoginPage } from './PupilLoginPage';
import { SchoolClassesDocument } from './SchoolClasses.generated';
import { LOTTE } from './testing/fixtures';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const page = (
  <>
    <PupilLoginPage />
    <Location />
  </>
);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const userError = (code: string, message: string, field: string | null) => ({
  __typename: 'UserError',
  code,
  message,
  field,
});

function lookup(schoolId: string, answer: object): MockedResponse {
  return {
    request: { query: SchoolClassesDocument, variables: { schoolId } },
    result: {
      data: { schoolClasses: { __typename: 'SchoolClassesPayload', retryAfterSeconds: null, ...answer } },
    },
  };
}

/** The demo school (seed 001 §5: ten digits, zero-padded) with its classes. */
const demoSchool = lookup('0000000001', {
  schoolId: '0000000001',
  classes: [
    { __typename: 'SchoolClass', id: 'c-3a', name: '3A', grade: '3' },
    { __typename: 'SchoolClass', id: 'c-4b', name: '4B', grade: '4' },
  ],
  userErrors: [],
});

function login(password: string, answer: object): MockedResponse {
  return {
    request: {
      query: PupilLoginDocument,
      variables: { input: { schoolId: '0000000001', classId: 'c-3a', name: 'Lotte', password } },
    },
    result: { data: { pupilLogin: { __typename: 'PupilLoginPayload', retryAfterSeconds: null, ...answer } } },
  };
}

async function reachCredentials() {
  type(/School id/, '0000000001');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText(/Class/);
}

describe('the pupil login (seed 001 §2 school id page, §5)', () => {
  it('explains the school id, and shows teachers and directors their own login, but not on /en-rw', async () => {
    const { unmount } = await renderInShop(page, { store: 'en-be', path: '/en-be/classreading/schoolid' });
    expect(screen.getByText(/The school id is the school's fixed number: ten digits/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in with your shop account' }).getAttribute('href')).toBe(
      '/en-be/login?redirect=%2Fen-be%2Fclassreading',
    );
    unmount();
    // seed 001 §6: an anonymous visitor of /en-rw may only see the reading login; a link away would bounce.
    await renderInShop(page, { store: 'en-rw', path: '/en-rw/classreading/schoolid' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks for the school id before anything is sent', async () => {
    await renderInShop(page, { store: 'en-rw', path: '/en-rw/classreading/schoolid' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in to classreading');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Field is required.')).toBeTruthy();
    expect(screen.getByLabelText(/School id/).getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'not a valid school id' under the field, as the class lookup answers (seed 001 §5)", async () => {
    const invalid = lookup('12AB', {
      schoolId: null,
      classes: [],
      userErrors: [userError('INVALID_SCHOOL_ID', 'not a valid school id', 'schoolId')],
    });
    await renderInShop(page, { store: 'en-rw', path: '/en-rw/classreading/schoolid', mocks: [invalid] });
    type(/School id/, '12AB');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('not a valid school id')).toBeTruthy();
    const field = screen.getByLabelText(/School id/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it("says 'Unable to find this school' when the school has no classes (seed 001 §5, §8), in Dutch on nl-be", async () => {
    const unknown = lookup('0000000999', {
      schoolId: '0000000999',
      classes: [],
      userErrors: [userError('SCHOOL_NOT_FOUND', 'Unable to find this school', 'schoolId')],
    });
    await renderInShop(page, { store: 'nl-be', path: '/nl-be/klaslezen/schoolid', mocks: [unknown] });
    type(/School-id/, '0000000999');
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('We kunnen deze school niet vinden')).toBeTruthy();
  });

  it('says something went wrong when the lookup fails, and keeps what was typed', async () => {
    const down: MockedResponse = {
      request: { query: SchoolClassesDocument, variables: { schoolId: '0000000001' } },
      error: new Error('network down'),
    };
    await renderInShop(page, { store: 'en-rw', path: '/en-rw/classreading/schoolid', mocks: [down] });
    type(/School id/, '0000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('form-errors')).textContent).toBe('Something went wrong ...');
    expect((screen.getByLabelText(/School id/) as HTMLInputElement).value).toBe('0000000001');
  });

  it("offers the school's classes, and shows 'Invalid credentials' above the form on a refusal (seed 001 §8)", async () => {
    const refused = login('fout', {
      user: null,
      userErrors: [userError('INVALID_CREDENTIALS', 'Invalid credentials', null)],
    });
    await renderInShop(page, {
      store: 'en-rw',
      path: '/en-rw/classreading/schoolid',
      mocks: [demoSchool, refused],
    });
    await reachCredentials();
    const classes = screen.getByLabelText(/Class/);
    expect(
      within(classes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose your class', '3A', '4B']);
    // The class list takes the focus once the step has rendered (an effect): waited for, not assumed.
    await waitFor(() => expect(document.activeElement).toBe(classes));
    expect(screen.getByText('School id: 0000000001')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Field is required.')).toHaveLength(3);

    fireEvent.change(classes, { target: { value: 'c-3a' } });
    type(/Name/, ' Lotte ');
    type(/Password/, 'fout');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const errors = await screen.findByTestId('form-errors');
    expect(errors.textContent).toBe('Invalid credentials');
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('location').textContent).toBe('/en-rw/classreading/schoolid');
  });

  it('says in Dutch when to try again after too many failed logins, from retryAfterSeconds (issue 18: guessing is slowed)', async () => {
    // The API's English words name another wait: the form shows the payload's seconds, in the store view's language.
    const slowed = (password: string, seconds: number) =>
      login(password, {
        user: null,
        userErrors: [userError('TOO_MANY_ATTEMPTS', 'Too many attempts. Try again in 99 seconds.', null)],
        retryAfterSeconds: seconds,
      });
    await renderInShop(page, {
      store: 'nl-be',
      path: '/nl-be/klaslezen/schoolid',
      mocks: [demoSchool, slowed('fout', 20), slowed('nogmaals', 1)],
    });
    type(/School-id/, '0000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    fireEvent.change(await screen.findByLabelText(/Klas/), { target: { value: 'c-3a' } });
    type(/Naam/, 'Lotte');
    type(/Wachtwoord/, 'fout');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-errors').textContent).toBe(
        'Te veel pogingen. Probeer het over 20 seconden opnieuw.',
      ),
    );
    type(/Wachtwoord/, 'nogmaals');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-errors').textContent).toBe(
        'Te veel pogingen. Probeer het over 1 seconde opnieuw.',
      ),
    );
  });

  it('says when to try again after too many unknown school ids, in the store view language (issue 18)', async () => {
    const slowed = lookup('0000000009', {
      schoolId: null,
      classes: [],
      userErrors: [userError('TOO_MANY_ATTEMPTS', 'Too many attempts. Try again in 99 seconds.', null)],
      retryAfterSeconds: 10,
    });
    await renderInShop(page, { store: 'en-be', path: '/en-be/classreading/schoolid', mocks: [slowed] });
    type(/School id/, '0000000009');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('form-errors')).textContent).toBe(
      'Too many attempts. Try again in 10 seconds.',
    );
    expect((screen.getByLabelText(/School id/) as HTMLInputElement).value).toBe('0000000009');
  });

  it('goes back to the school id step with the id kept', async () => {
    await renderInShop(page, { store: 'en-rw', path: '/en-rw/classreading/schoolid', mocks: [demoSchool] });
    await reachCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Other school' }));
    expect((screen.getByLabelText(/School id/) as HTMLInputElement).value).toBe('0000000001');
  });

  it('goes to the wanted page after logging in (seed 001 §2)', async () => {
    const loggedIn = login('Lezen123!', {
      user: LOTTE,
      userErrors: [],
    });
    await renderInShop(page, {
      store: 'en-rw',
      path: '/en-rw/classreading/schoolid?redirect=%2Fen-rw%2Fbooks.html%3Fq%3Dkikker',
      mocks: [demoSchool, loggedIn],
    });
    await reachCredentials();
    fireEvent.change(screen.getByLabelText(/Class/), { target: { value: 'c-3a' } });
    type(/Name/, 'Lotte');
    type(/Password/, 'Lezen123!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/en-rw/books.html?q=kikker'),
    );
  });

  it('goes to the classreading home when the wanted page is on another site', async () => {
    const loggedIn = login('Lezen123!', {
      user: LOTTE,
      userErrors: [],
    });
    await renderInShop(page, {
      store: 'en-rw',
      path: '/en-rw/classreading/schoolid?redirect=https%3A%2F%2Fevil.example%2F',
      mocks: [demoSchool, loggedIn],
    });
    await reachCredentials();
    fireEvent.change(screen.getByLabelText(/Class/), { target: { value: 'c-3a' } });
    type(/Name/, 'Lotte');
    type(/Password/, 'Lezen123!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en-rw/classreading'));
  });
});

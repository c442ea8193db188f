import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../../test/render';
import { CreateReadingClassDocument } from './CreateReadingClass.generated';
import { SchoolCodeSectionDocument } from './SchoolCodeSection.generated';
import { TeacherDashboard } from './TeacherDashboard';
import { TeacherDashboardDocument } from './TeacherDashboard.generated';

const teacher = {
  __typename: 'ReadingTeacherSummary',
  id: '3',
  firstname: 'An',
  lastname: 'Janssens',
} as const;
const me = (role: 'Teacher' | 'Director', allowedOperations: string[]) => ({
  __typename: 'ReadingUser',
  id: '3',
  role,
  firstname: 'An',
  lastname: 'Janssens',
  allowedOperations,
});
const credits = (remaining: number, expired = false) => ({
  __typename: 'ReadingCredits',
  remaining,
  startDate: '2026-09-01',
  endDate: '2027-06-30',
  expired,
});
const classB = { __typename: 'ReadingClass', id: '4', name: '3B', grade: '3', teacher };
const dashboard = (data: object): MockedResponse => ({
  request: { query: TeacherDashboardDocument },
  result: { data },
});

async function renderDashboard(mocks: MockedResponse[]) {
  await renderInShop(<TeacherDashboard classPath={(id) => `/en-be/classreading/class/${id}`} />, {
    store: 'en-be',
    mocks,
  });
}

describe('teacher dashboard (seed 001 §2 classreading home, §3 School credits)', () => {
  it('shows a loading region, then the classes with links and the credits', async () => {
    await renderDashboard([
      dashboard({
        readingMe: me('Teacher', ['readingClasses', 'createReadingClass']),
        readingClasses: [classB],
        readingCredits: credits(42),
      }),
    ]);
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, An' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '3B' });
    expect(link.getAttribute('href')).toBe('/en-be/classreading/class/4');
    expect(screen.getByTestId('class').textContent).toContain('Grade 3 · An Janssens');
    expect(screen.getByRole('link', { name: '3B' })).toBeTruthy();
    expect(screen.getByTestId('credits-remaining').textContent).toBe('42 credits remaining');
    expect(screen.getByText('Valid from 1-9-2026 to 30-6-2027')).toBeTruthy();
    // A teacher does not handle the school code (API.md: Director only).
    expect(screen.queryByRole('heading', { name: 'School code' })).toBeNull();
  });

  it('says so when there are no classes, and when the credits expired', async () => {
    await renderDashboard([
      dashboard({ readingMe: me('Teacher', []), readingClasses: [], readingCredits: credits(0, true) }),
    ]);
    expect(await screen.findByText('You have no classes yet.')).toBeTruthy();
    expect(screen.getByText('Credits expired. Pupils can no longer open books.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a class' })).toBeNull();
  });

  it('shows an error when the dashboard cannot load', async () => {
    await renderDashboard([{ request: { query: TeacherDashboardDocument }, error: new Error('down') }]);
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
  });

  it('adds a class, which joins the list', async () => {
    const created = { ...classB, id: '9', name: '4A', grade: 'K2' };
    await renderDashboard([
      dashboard({
        readingMe: me('Teacher', ['createReadingClass']),
        readingClasses: [classB],
        readingCredits: credits(42),
      }),
      {
        request: {
          query: CreateReadingClassDocument,
          variables: { input: { name: '4A', grade: 'K2', teacherId: '3' } },
        },
        result: {
          data: {
            createReadingClass: { __typename: 'ReadingClassPayload', readingClass: created, userErrors: [] },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a class' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a class' });
    fireEvent.change(within(dialog).getByLabelText(/Class name/), { target: { value: '4A' } });
    fireEvent.change(within(dialog).getByLabelText(/Grade/), { target: { value: 'K2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('link', { name: '4A' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a director the school code', async () => {
    await renderDashboard([
      dashboard({
        readingMe: me('Director', ['schoolCode', 'createReadingClass']),
        readingClasses: [classB],
        readingCredits: credits(42),
      }),
      {
        request: { query: SchoolCodeSectionDocument },
        result: {
          data: { schoolCode: { __typename: 'SchoolCode', schoolCode: '0000012345', proposal: null } },
        },
      },
    ]);
    // Inside the dashboard the school code is a section of its own, under the page's h1.
    expect(await screen.findByRole('heading', { level: 2, name: 'School code' })).toBeTruthy();
    expect((await screen.findByTestId('school-code-active')).textContent).toBe('0000012345');
  });

  it("links a class to its reading list by default, in the store view's words", async () => {
    await renderInShop(<TeacherDashboard />, {
      mocks: [
        dashboard({ readingMe: me('Teacher', []), readingClasses: [classB], readingCredits: credits(42) }),
      ],
    });
    expect((await screen.findByRole('link', { name: '3B' })).getAttribute('href')).toBe(
      '/nl-be/klaslezen/leeslijsten/4',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { LOTTE, readingBook, SOFIE } from '../testing/fixtures';
import { renderClassreading } from '../testing/renderClassreading';
import { TeacherDashboardDocument } from '../staff/TeacherDashboard.generated';
import { ClassreadingHomePageDocument } from './ClassreadingHomePage.generated';
import { ClassreadingHomePage } from './ClassreadingHomePage';

// The answer comes late enough that the loading state is still there when the page's heading is found, also
// on a busy machine (150 ms was sometimes not).
const ANSWER_DELAY_MS = 600;

const home = (answer: object): MockedResponse => ({
  request: { query: ClassreadingHomePageDocument },
  result: { data: answer },
  delay: ANSWER_DELAY_MS,
});

const dashboard = {
  myClass: {
    __typename: 'ReadingClass',
    id: 'c-3a',
    name: '3A',
    grade: '3',
    teacher: { __typename: 'ReadingTeacherSummary', id: 't-1', firstname: 'Sofie', lastname: 'Claes' },
  },
  readingClubs: [
    { __typename: 'ReadingClub', id: '1', name: 'Leesclub De Boekenwurmen', description: 'Samen lezen' },
    { __typename: 'ReadingClub', id: '2', name: 'Strip- en graphic-novelclub', description: 'Strips' },
  ],
  readingBooks: {
    __typename: 'ReadingBookList',
    items: [
      readingBook('9789044800001', 'De kleine ijsbeer', 40),
      readingBook('9789044800002', 'Dikkie Dik', 0),
    ],
    total: 2,
  },
};

describe('the classreading home (seed 001 §2: a dashboard per role)', () => {
  it("shows a pupil's reading list with progress per book, their class and their clubs", async () => {
    await renderClassreading(<ClassreadingHomePage />, {
      path: '/en-be/classreading',
      user: LOTTE,
      mocks: [home(dashboard)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Lotte' })).toBeTruthy();
    expect(screen.getByTestId('loading')).toBeTruthy();
    const books = await screen.findAllByTestId('reading-book', {}, { timeout: ANSWER_DELAY_MS + 2000 });
    expect(books.map((book) => book.querySelector('h3')?.textContent)).toEqual([
      'De kleine ijsbeer',
      'Dikkie Dik',
    ]);
    expect(within(books[0]!).getByText('40% read')).toBeTruthy();
    expect(within(books[0]!).getByRole('link').getAttribute('href')).toBe(
      '/en-be/classreading/9789044800001',
    );
    const myClass = screen.getByRole('region', { name: 'My class' });
    expect(myClass.textContent).toContain('3A');
    expect(myClass.textContent).toContain('Sofie Claes');
    // Only the clubs the pupil belongs to.
    const clubs = screen.getByRole('region', { name: 'My reading clubs' });
    expect(
      within(clubs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Leesclub De Boekenwurmen']);
  });

  it('says so when the reading list is empty and the pupil is in no club', async () => {
    await renderClassreading(<ClassreadingHomePage />, {
      path: '/nl-be/klaslezen',
      store: 'nl-be',
      user: { ...LOTTE, clubIds: [] },
      mocks: [home({ ...dashboard, readingBooks: { __typename: 'ReadingBookList', items: [], total: 0 } })],
    });
    expect(
      await screen.findByText(
        'Er staan nog geen boeken op je leeslijst.',
        {},
        { timeout: ANSWER_DELAY_MS + 2000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Je bent nog geen lid van een leesclub.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk de leesclubs van je school' }).getAttribute('href')).toBe(
      '/nl-be/klaslezen/leesclubs',
    );
  });

  it('says something went wrong when the dashboard cannot be loaded', async () => {
    await renderClassreading(<ClassreadingHomePage />, {
      path: '/en-be/classreading',
      user: LOTTE,
      mocks: [{ request: { query: ClassreadingHomePageDocument }, error: new Error('down') }],
    });
    expect(
      await screen.findByText(/Something went wrong/, {}, { timeout: ANSWER_DELAY_MS + 2000 }),
    ).toBeTruthy();
  });

  it("gives a teacher the staff dashboard, whose classes lead to the class's reading list", async () => {
    await renderClassreading(<ClassreadingHomePage />, {
      path: '/en-be/classreading',
      user: SOFIE,
      mocks: [
        {
          request: { query: TeacherDashboardDocument },
          result: {
            data: {
              readingMe: {
                __typename: 'ReadingUser',
                id: 't-1',
                role: 'Teacher',
                firstname: 'Sofie',
                lastname: 'Claes',
                allowedOperations: ['readingClasses'],
              },
              readingClasses: [
                {
                  __typename: 'ReadingClass',
                  id: '7',
                  name: '3A',
                  grade: '3',
                  teacher: {
                    __typename: 'ReadingTeacherSummary',
                    id: 't-1',
                    firstname: 'Sofie',
                    lastname: 'Claes',
                  },
                },
              ],
              readingCredits: {
                __typename: 'ReadingCredits',
                remaining: 250,
                startDate: '2026-09-01',
                endDate: '2027-08-31',
                expired: false,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sofie' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '3A' }).getAttribute('href')).toBe(
      '/en-be/classreading/readinglists/class-7',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { LOTTE, readingBook, SOFIE } from '../testing/fixtures';
import { renderClassreading } from '../testing/renderClassreading';
import { ReadingListPage } from './ReadingListPage';
import { ReadingListPageDocument } from './ReadingListPage.generated';
import { ReadingListsPage } from './ReadingListsPage';
import { ReadingListsPageDocument } from './ReadingListsPage.generated';

const lists: MockedResponse = {
  request: { query: ReadingListsPageDocument },
  result: {
    data: {
      readingClasses: [
        { __typename: 'ReadingClass', id: 'c-3a', name: '3A', grade: '3', bookSkus: ['a', 'b'] },
      ],
      readingClubs: [
        { __typename: 'ReadingClub', id: '1', name: 'De Boekenwurmen', bookSkus: ['c'] },
        { __typename: 'ReadingClub', id: '2', name: 'Stripclub', bookSkus: [] },
      ],
    },
  },
  maxUsageCount: 2,
};

const variables = (overrides: object) => ({
  all: false,
  start: 0,
  withClass: false,
  classId: '',
  withClub: false,
  clubId: '',
  ...overrides,
});

const bookList = (items: object[], total: number, start: number, nextStart: number | null) => ({
  __typename: 'ReadingBookList',
  items,
  total,
  start,
  nextStart,
});

describe('the reading lists (seed 001 §2)', () => {
  it("offers a pupil their class's list and their clubs' books, not every book", async () => {
    await renderClassreading(<ReadingListsPage />, {
      path: '/en-be/classreading/readinglists',
      route: 'readinglists',
      user: LOTTE,
      mocks: [lists],
    });
    await screen.findByRole('link', { name: 'Class 3A' });
    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.includes('/readinglists/'))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Class 3A', '/en-be/classreading/readinglists/class-c-3a'],
      ['De Boekenwurmen', '/en-be/classreading/readinglists/club-1'],
    ]);
    expect(screen.getByText('2 books')).toBeTruthy();
  });

  it('offers a teacher every book (seed 001 §5) and every club', async () => {
    await renderClassreading(<ReadingListsPage />, {
      path: '/en-be/classreading/readinglists',
      route: 'readinglists',
      user: SOFIE,
      mocks: [lists],
    });
    expect((await screen.findByRole('link', { name: 'All books' })).getAttribute('href')).toBe(
      '/en-be/classreading/readinglists/all',
    );
    expect(screen.getByRole('link', { name: 'Stripclub' })).toBeTruthy();
  });

  it('says so when there are no lists, and when they cannot be loaded', async () => {
    await renderClassreading(<ReadingListsPage />, {
      path: '/en-be/classreading/readinglists',
      route: 'readinglists',
      user: LOTTE,
      mocks: [
        {
          request: { query: ReadingListsPageDocument },
          result: { data: { readingClasses: [], readingClubs: [] } },
        },
      ],
    });
    expect(await screen.findByText('There are no reading lists yet.')).toBeTruthy();
  });
});

describe('a reading list (seed 001 §2)', () => {
  it("shows the class's books with the pupil's progress, and no paging", async () => {
    const classList: MockedResponse = {
      request: { query: ReadingListPageDocument, variables: variables({ withClass: true, classId: 'c-3a' }) },
      result: {
        data: {
          readingBooks: bookList(
            [readingBook('a', 'Jip en Janneke', 75), readingBook('c', 'Club book')],
            2,
            0,
            null,
          ),
          readingClass: { __typename: 'ReadingClass', id: 'c-3a', name: '3A', bookSkus: ['a', 'b'] },
        },
      },
    };
    await renderClassreading(<ReadingListPage />, {
      path: '/en-be/classreading/readinglists/class-c-3a',
      route: 'readinglists/:list',
      user: LOTTE,
      mocks: [classList],
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Class 3A');
    expect(screen.getAllByTestId('reading-book').map((book) => book.dataset['sku'])).toEqual(['a']);
    expect(screen.getByText('75% read')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more books' })).toBeNull();
  });

  it('loads every book page by page for a teacher (seed 001 §5, §9: 50 per page)', async () => {
    const first = Array.from({ length: 50 }, (_, i) => readingBook(`s${i}`, `Book ${i}`));
    const pages: MockedResponse[] = [
      {
        request: { query: ReadingListPageDocument, variables: variables({ all: true }) },
        result: { data: { readingBooks: bookList(first, 52, 0, 50) } },
      },
      {
        request: { query: ReadingListPageDocument, variables: variables({ all: true, start: 50 }) },
        result: {
          data: {
            readingBooks: bookList(
              [readingBook('s50', 'Book 50'), readingBook('s51', 'Book 51')],
              52,
              50,
              null,
            ),
          },
        },
      },
    ];
    await renderClassreading(<ReadingListPage />, {
      path: '/en-be/classreading/readinglists/all',
      route: 'readinglists/:list',
      user: SOFIE,
      mocks: pages,
    });
    expect(await screen.findByText('50 of 52 books')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more books' }));
    await waitFor(() => expect(screen.getAllByTestId('reading-book')).toHaveLength(52));
    expect(screen.getByText('52 of 52 books')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more books' })).toBeNull();
  });

  it('is not found for a Student asking for every book, or for a list no one has', async () => {
    for (const list of ['all', 'teacher-1']) {
      const { unmount } = await renderClassreading(<ReadingListPage />, {
        path: `/en-be/classreading/readinglists/${list}`,
        route: 'readinglists/:list',
        user: LOTTE,
      });
      expect(await screen.findByText('Page not found')).toBeTruthy();
      unmount();
    }
  });

  it('says so when a list is empty, and when it cannot be loaded', async () => {
    const empty: MockedResponse = {
      request: { query: ReadingListPageDocument, variables: variables({ withClub: true, clubId: '2' }) },
      result: {
        data: {
          readingBooks: bookList([], 0, 0, null),
          readingClub: { __typename: 'ReadingClub', id: '2', name: 'Stripclub', bookSkus: [] },
        },
      },
    };
    const first = await renderClassreading(<ReadingListPage />, {
      path: '/en-be/classreading/readinglists/club-2',
      route: 'readinglists/:list',
      user: LOTTE,
      mocks: [empty],
    });
    expect(await screen.findByText('There are no books on this reading list yet.')).toBeTruthy();
    first.unmount();
    await renderClassreading(<ReadingListPage />, {
      path: '/en-be/classreading/readinglists/club-2',
      route: 'readinglists/:list',
      user: LOTTE,
      mocks: [{ ...empty, result: undefined, error: new Error('down') }],
    });
    expect(await screen.findByText(/Something went wrong/)).toBeTruthy();
  });
});

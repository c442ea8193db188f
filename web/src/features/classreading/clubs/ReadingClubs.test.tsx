import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { LOTTE, readingBook } from '../testing/fixtures';
import { renderClassreading } from '../testing/renderClassreading';
import { JoinReadingClubDocument } from './JoinReadingClub.generated';
import { LeaveReadingClubDocument } from './LeaveReadingClub.generated';
import { ReadingClubPage } from './ReadingClubPage';
import { ReadingClubPageDocument } from './ReadingClubPage.generated';
import { ReadingClubsPage } from './ReadingClubsPage';
import { ReadingClubsPageDocument } from './ReadingClubsPage.generated';

const student = (id: string, name: string, screenname = '') => ({
  __typename: 'ReadingStudent',
  id,
  name,
  screenname,
});

const club = (id: string, name: string, members: object[]) => ({
  __typename: 'ReadingClub',
  id,
  name,
  description: `${name}: we lezen samen.`,
  avatar: null,
  administrators: [student('p-9', 'Noor', 'Boekenkoningin')],
  students: members,
});

const clubsAnswer = (lotteIn: boolean): MockedResponse => ({
  request: { query: ReadingClubsPageDocument },
  result: {
    data: {
      readingClubs: [
        club('1', 'De Boekenwurmen', [student('p-1', 'Lotte')]),
        club('2', 'Stripclub', lotteIn ? [student('p-1', 'Lotte')] : []),
      ],
    },
  },
});

const membership = (document: typeof JoinReadingClubDocument, field: string, clubIds: string[]) => ({
  request: { query: document, variables: { id: '2' } },
  result: {
    data: {
      [field]: { __typename: 'ReadingClubMembershipPayload', me: { ...LOTTE, clubIds }, userErrors: [] },
    },
  },
});

describe('the reading clubs (seed 001 §2, §4)', () => {
  it('lists the clubs of the school with their president, marks the pupil’s, and joins then leaves with a reload', async () => {
    await renderClassreading(<ReadingClubsPage />, {
      path: '/en-be/classreading/readingclubs',
      route: 'readingclubs',
      user: LOTTE,
      mocks: [
        clubsAnswer(false),
        membership(JoinReadingClubDocument, 'joinReadingClub', ['1', '2']),
        clubsAnswer(true),
        membership(LeaveReadingClubDocument, 'leaveReadingClub', ['1']),
        clubsAnswer(false),
      ],
    });
    const cards = await screen.findAllByTestId('reading-club');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText("You're a member")).toBeTruthy();
    expect(cards[0]!.textContent).toContain('President: Boekenkoningin');
    expect(cards[0]!.textContent).toContain('1 member');
    expect(within(cards[1]!).queryByText("You're a member")).toBeNull();

    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Join Stripclub' }));
    // seed 001 §4: the clubs reload after joining; the pupil is a member now.
    await waitFor(() =>
      expect(within(screen.getAllByTestId('reading-club')[1]!).getByText("You're a member")).toBeTruthy(),
    );
    expect(screen.getByText("You're now a member of Stripclub.")).toBeTruthy();
    expect(screen.getAllByTestId('reading-club')[1]!.textContent).toContain('1 member');

    fireEvent.click(screen.getByRole('button', { name: 'Leave Stripclub' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join Stripclub' })).toBeTruthy());
    expect(screen.getAllByTestId('reading-club')[1]!.textContent).toContain('0 members');
  });

  it('marks the clubs a club president manages, without a leave button', async () => {
    await renderClassreading(<ReadingClubsPage />, {
      path: '/en-be/classreading/readingclubs',
      route: 'readingclubs',
      user: { ...LOTTE, name: 'Noor', role: 'Club president', clubIds: [], clubsManaged: ['1'] },
      mocks: [clubsAnswer(false)],
    });
    const [managed] = await screen.findAllByTestId('reading-club');
    expect(within(managed!).getByText("You're the president")).toBeTruthy();
    expect(within(managed!).queryByRole('button')).toBeNull();
  });

  it('says so when the school has no clubs, and when they cannot be loaded', async () => {
    const { unmount } = await renderClassreading(<ReadingClubsPage />, {
      path: '/en-be/classreading/readingclubs',
      route: 'readingclubs',
      user: LOTTE,
      mocks: [{ request: { query: ReadingClubsPageDocument }, result: { data: { readingClubs: [] } } }],
    });
    expect(await screen.findByText('Your school has no reading clubs yet.')).toBeTruthy();
    unmount();
    await renderClassreading(<ReadingClubsPage />, {
      path: '/en-be/classreading/readingclubs',
      route: 'readingclubs',
      user: LOTTE,
      mocks: [{ request: { query: ReadingClubsPageDocument }, error: new Error('down') }],
    });
    expect(await screen.findByText(/Something went wrong/)).toBeTruthy();
  });
});

describe('a reading club (seed 001 §2)', () => {
  const clubPage = (bookSkus: string[], ownBooks: object[]): MockedResponse => ({
    request: { query: ReadingClubPageDocument, variables: { id: '1' } },
    result: {
      data: {
        readingClub: {
          ...club('1', 'De Boekenwurmen', [student('p-1', 'Lotte'), student('p-2', 'Emma', 'Emmaatje')]),
          bookSkus,
          // A pupil's page asks them too, for a club president who administers the club.
          books: [],
        },
        readingBooks: { __typename: 'ReadingBookList', items: ownBooks },
      },
    },
  });
  const renderClub = (mocks: MockedResponse[], user: object = LOTTE) =>
    renderClassreading(<ReadingClubPage />, {
      path: '/en-be/classreading/readingclubs/1',
      route: 'readingclubs/:club',
      user,
      mocks,
    });
  const booksRegion = () => screen.getByRole('region', { name: 'Books of the club' });

  it('lists its presidents and members, and shows a member its books as the reading list page does', async () => {
    await renderClub([
      clubPage(
        ['b', 'c'],
        // The pupil's own books: her class's list (a) and this club's (b, c).
        [readingBook('a', 'Jip en Janneke'), readingBook('b', 'De Gruffalo', 40), readingBook('c', 'Pluk')],
      ),
    ]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('De Boekenwurmen');
    const list = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(list('Presidents')).toEqual(['Boekenkoningin']);
    expect(list('Members')).toEqual(['Lotte', 'Emmaatje']);
    const cards = within(booksRegion()).getAllByTestId('reading-book');
    expect(cards.map((card) => card.getAttribute('data-sku'))).toEqual(['b', 'c']);
    expect(within(cards[0]!).getByRole('link', { name: 'De Gruffalo' }).getAttribute('href')).toBe(
      '/en-be/classreading/b',
    );
    expect(screen.getByRole('button', { name: 'Leave De Boekenwurmen' })).toBeTruthy();
  });

  it('tells a pupil who is not a member how many books the club reads, and to join to read them', async () => {
    await renderClub([clubPage(['b', 'c', 'd'], [readingBook('a', 'Jip en Janneke')])], {
      ...LOTTE,
      clubIds: [],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(booksRegion().textContent).toContain('This club reads 3 books. Join to read them.');
    expect(within(booksRegion()).queryByTestId('reading-book')).toBeNull();
  });

  it('says so when the club has no books yet', async () => {
    await renderClub([clubPage([], [readingBook('a', 'Jip en Janneke')])]);
    await screen.findByRole('heading', { level: 1 });
    expect(booksRegion().textContent).toContain('This club has no books yet.');
  });

  it('is not found when the club is not of the school', async () => {
    await renderClassreading(<ReadingClubPage />, {
      path: '/en-be/classreading/readingclubs/99',
      route: 'readingclubs/:club',
      user: LOTTE,
      mocks: [
        {
          request: { query: ReadingClubPageDocument, variables: { id: '99' } },
          result: { errors: [new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
    });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});

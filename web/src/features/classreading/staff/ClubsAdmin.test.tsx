import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../../test/render';
import { GRUFFALO as gruffalo, RIKKI as rikki } from '../testing/fixtures';
import { ClubsAdmin } from './ClubsAdmin';
import { ClubsAdminDocument } from './ClubsAdmin.generated';
import { CreateReadingClubDocument } from './CreateReadingClub.generated';
import { DeleteReadingClubDocument } from './DeleteReadingClub.generated';
import { SetReadingClubMembersDocument } from './SetReadingClubMembers.generated';
import { BookPickerDocument } from './BookPicker.generated';
import { UpdateReadingClubDocument } from './UpdateReadingClub.generated';

const pupil = (id: string, name: string) => ({ __typename: 'ReadingStudent' as const, id, name });
const lotte = pupil('11', 'Lotte Peeters');
const noor = pupil('12', 'Noor Maes');
const club = (id: string, name: string, createdBy: string, extra: object = {}) => ({
  __typename: 'ReadingClub' as const,
  id,
  name,
  description: 'We lezen elke vrijdag.',
  avatar: null,
  createdBy,
  bookSkus: [] as string[],
  books: [] as (typeof gruffalo)[],
  administrators: [] as ReturnType<typeof pupil>[],
  students: [] as ReturnType<typeof pupil>[],
  ...extra,
});
const TEACHER = [
  'readingClubs',
  'createReadingClub',
  'updateReadingClub',
  'setReadingClubMembers',
  'deleteReadingClub',
];
const page = (clubs: ReturnType<typeof club>[], allowedOperations = TEACHER): MockedResponse => ({
  request: { query: ClubsAdminDocument },
  result: {
    data: {
      readingMe: { __typename: 'ReadingUser', id: '3', role: 'Teacher', allowedOperations },
      readingClubs: clubs,
      students: [
        { ...lotte, classId: '4' },
        { ...noor, classId: '5' },
      ],
      readingClasses: [
        { __typename: 'ReadingClass', id: '4', name: '3B' },
        { __typename: 'ReadingClass', id: '5', name: '4A' },
      ],
    },
  },
});
const userErrors: never[] = [];

async function renderClubs(mocks: MockedResponse[], store: 'en-be' | 'nl-be' = 'en-be') {
  await renderInShop(<ClubsAdmin />, { store, mocks });
}

const withBooks = (books: (typeof gruffalo)[]) =>
  club('7', 'Boekenwurmen', '3', { bookSkus: books.map((book) => book.sku), books });
const clubUpdate = (input: object, answer: ReturnType<typeof club>): MockedResponse => ({
  request: { query: UpdateReadingClubDocument, variables: { input } },
  result: { data: { updateReadingClub: { __typename: 'ReadingClubPayload', club: answer, userErrors } } },
});
const picker = (items: object[]): MockedResponse => ({
  request: { query: BookPickerDocument, variables: { search: null, start: 0 } },
  result: {
    data: { readingBooks: { __typename: 'ReadingBookList', items, total: items.length, nextStart: null } },
  },
});
const pickable = (book: typeof gruffalo) => ({
  __typename: 'ReadingBook',
  sku: book.sku,
  name: book.name,
  author: book.author,
});

describe('reading clubs administration (seed 001 §2 klaslezen/leesclubs, §3 Reading club, §4 membership)', () => {
  it('loads, then lists the clubs with members and administrators; a teacher manages only their own', async () => {
    await renderClubs([
      page([
        club('7', 'Boekenwurmen', '3', { students: [lotte, noor], administrators: [lotte] }),
        club('8', 'Speurneuzen', '99'),
      ]),
    ]);
    expect(screen.getByTestId('loading')).toBeTruthy();
    const [own, other] = await screen.findAllByTestId('club');
    expect(own?.textContent).toContain('2 members · Administrators: Lotte Peeters');
    expect(within(own!).getByRole('button', { name: 'Edit Boekenwurmen' })).toBeTruthy();
    expect(within(other!).queryByRole('button')).toBeNull();
  });

  it('says so when there are no clubs', async () => {
    await renderClubs([page([])]);
    expect(await screen.findByText('There are no reading clubs yet.')).toBeTruthy();
  });

  it('shows an error when the clubs cannot load', async () => {
    await renderClubs([{ request: { query: ClubsAdminDocument }, error: new Error('down') }]);
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
  });

  it("creates a club; 'File size too big' stays under the image", async () => {
    const input = { name: 'Boekenwurmen', description: 'We lezen elke vrijdag.' };
    await renderClubs([
      page([]),
      {
        request: { query: CreateReadingClubDocument, variables: { input } },
        result: {
          data: {
            createReadingClub: {
              __typename: 'ReadingClubPayload',
              club: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  code: 'FILE_TOO_LARGE',
                  message: 'File size too big',
                  field: 'avatar',
                },
              ],
            },
          },
        },
      },
      {
        request: { query: CreateReadingClubDocument, variables: { input } },
        result: {
          data: {
            createReadingClub: {
              __typename: 'ReadingClubPayload',
              club: club('9', 'Boekenwurmen', '3'),
              userErrors,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Create a reading club' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a reading club' });
    fireEvent.change(within(dialog).getByLabelText(/Name of the reading club/), {
      target: { value: 'Boekenwurmen' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Description/), {
      target: { value: 'We lezen elke vrijdag.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('File size too big')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('club').textContent).toContain('Boekenwurmen');
  });

  it('sets the members and administrators', async () => {
    const updated = club('7', 'Boekenwurmen', '3', { students: [lotte, noor], administrators: [noor] });
    await renderClubs([
      page([club('7', 'Boekenwurmen', '3', { students: [lotte] })]),
      {
        request: {
          query: SetReadingClubMembersDocument,
          variables: {
            id: '7',
            members: [
              { studentId: '11', role: 'MEMBER' },
              { studentId: '12', role: 'ADMIN' },
            ],
          },
        },
        result: {
          data: { setReadingClubMembers: { __typename: 'ReadingClubPayload', club: updated, userErrors } },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Members of Boekenwurmen' }));
    const dialog = screen.getByRole('dialog', { name: 'Members and administrators' });
    expect((within(dialog).getByLabelText('Lotte Peeters (3B)') as HTMLSelectElement).value).toBe('MEMBER');
    fireEvent.change(within(dialog).getByLabelText('Noor Maes (4A)'), { target: { value: 'ADMIN' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('club').textContent).toContain('Administrators: Noor Maes');
  });

  it('deletes a club after the confirmation', async () => {
    await renderClubs([
      page([club('7', 'Boekenwurmen', '3')]),
      {
        request: { query: DeleteReadingClubDocument, variables: { id: '7' } },
        result: { data: { deleteReadingClub: { __typename: 'DeletePayload', deletedId: '7', userErrors } } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Boekenwurmen' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove reading club?' });
    expect(dialog.textContent).toContain('Boekenwurmen will be removed. This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('There are no reading clubs yet.')).toBeTruthy();
  });

  describe("a club's books (seed 001 §3 Reading club: books; §7 add_books, remove_books)", () => {
    it('opens under the club for its teacher, and closes again', async () => {
      await renderClubs([page([withBooks([gruffalo]), club('8', 'Speurneuzen', '99')])]);
      const toggle = await screen.findByRole('button', { name: 'Books of Boekenwurmen' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('button', { name: 'Books of Speurneuzen' })).toBeNull();
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const books = screen.getByRole('region', { name: 'Books of Boekenwurmen' });
      expect(toggle.getAttribute('aria-controls')).toBe(books.parentElement?.id);
      expect(
        within(books)
          .getAllByTestId('listed-book')
          .map((row) => row.textContent),
      ).toEqual([expect.stringContaining('De Gruffalo')]);
      fireEvent.click(toggle);
      expect(screen.queryByRole('region', { name: 'Books of Boekenwurmen' })).toBeNull();
    });

    it('adds a book from every book of the programme: the club’s list shows it', async () => {
      await renderClubs([
        page([withBooks([])]),
        picker([pickable(gruffalo), pickable(rikki)]),
        clubUpdate({ id: '7', addBooks: ['B-002'] }, withBooks([rikki])),
      ]);
      fireEvent.click(await screen.findByRole('button', { name: 'Books of Boekenwurmen' }));
      const books = screen.getByRole('region', { name: 'Books of Boekenwurmen' });
      expect(books.textContent).toContain('This club has no books yet.');
      fireEvent.click(within(books).getByRole('button', { name: 'Add books' }));
      const dialog = screen.getByRole('dialog', { name: 'Add books to the reading list' });
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Add: Rikki' }));
      await waitFor(() => expect(within(books).getAllByTestId('listed-book')).toHaveLength(1));
      expect(within(books).getByTestId('listed-book').textContent).toContain('Rikki');
      expect(within(dialog).getAllByText('On the reading list')).toHaveLength(1);
    });

    it("takes a book off the club's list", async () => {
      await renderClubs([
        page([withBooks([gruffalo, rikki])]),
        clubUpdate({ id: '7', removeBooks: ['B-001'] }, withBooks([rikki])),
      ]);
      fireEvent.click(await screen.findByRole('button', { name: 'Books of Boekenwurmen' }));
      const books = screen.getByRole('region', { name: 'Books of Boekenwurmen' });
      fireEvent.click(within(books).getByRole('button', { name: 'Take off the reading list: De Gruffalo' }));
      await waitFor(() => expect(within(books).getAllByTestId('listed-book')).toHaveLength(1));
      expect(within(books).getByTestId('listed-book').textContent).toContain('Rikki');
    });

    it("says in the store view's language when a book could not be added, and keeps the list", async () => {
      await renderClubs(
        [
          page([withBooks([])]),
          picker([pickable(gruffalo)]),
          {
            request: {
              query: UpdateReadingClubDocument,
              variables: { input: { id: '7', addBooks: ['B-001'] } },
            },
            error: new Error('down'),
          },
        ],
        'nl-be',
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Boeken van Boekenwurmen' }));
      const books = screen.getByRole('region', { name: 'Boeken van Boekenwurmen' });
      fireEvent.click(within(books).getByRole('button', { name: 'Boeken toevoegen' }));
      const dialog = screen.getByRole('dialog', { name: 'Boeken toevoegen aan de leeslijst' });
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Toevoegen: De Gruffalo' }));
      expect(
        await within(dialog).findByText('Er is iets misgegaan. Probeer het later opnieuw.'),
      ).toBeTruthy();
      expect(books.textContent).toContain('Deze club heeft nog geen boeken.');
    });
  });
});

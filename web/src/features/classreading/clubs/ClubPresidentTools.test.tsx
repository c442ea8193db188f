import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import type { StoreCode } from '@shop/store-views';
import {
  GRUFFALO as gruffalo,
  LOTTE,
  NOOR,
  readingBook,
  readingMeMock,
  RIKKI as rikki,
  userError,
} from '../testing/fixtures';
import { renderClassreading } from '../testing/renderClassreading';
import { BookPickerDocument } from '../staff/BookPicker.generated';
import { SetReadingClubMembersDocument } from '../staff/SetReadingClubMembers.generated';
import { UpdateReadingClubDocument } from '../staff/UpdateReadingClub.generated';
import { ReadingClubPage } from './ReadingClubPage';
import { ReadingClubPageDocument } from './ReadingClubPage.generated';

// jsdom decodes no image: the browser's reading of the chosen image's width and height.
vi.mock('../staff/readImageSize', () => ({ readImageSize: async () => ({ width: 100, height: 100 }) }));

const student = (id: string, name: string, screenname = '') => ({
  __typename: 'ReadingStudent' as const,
  id,
  name,
  screenname,
});
const noor = student('p-9', 'Noor', 'Boekenkoningin');
const lotte = student('p-1', 'Lotte');
const emma = student('p-2', 'Emma', 'Emmaatje');

/** A club as the club page and the club's mutations have it. */
const club = (id: string, name: string, extra: object = {}) => ({
  __typename: 'ReadingClub' as const,
  id,
  name,
  description: 'We lezen elke vrijdag.',
  avatar: null,
  bookSkus: [] as string[],
  books: [] as (typeof gruffalo)[],
  administrators: [noor],
  students: [lotte, emma],
  ...extra,
});
const clubPage = (answer: ReturnType<typeof club>): MockedResponse => ({
  request: { query: ReadingClubPageDocument, variables: { id: answer.id } },
  result: { data: { readingClub: answer, readingBooks: { __typename: 'ReadingBookList', items: [] } } },
});
const clubUpdate = (input: object, answer: object | null, userErrors: object[] = []): MockedResponse => ({
  request: { query: UpdateReadingClubDocument, variables: { input } },
  result: { data: { updateReadingClub: { __typename: 'ReadingClubPayload', club: answer, userErrors } } },
});
const boekenwurmen = club('1', 'De Boekenwurmen');

function renderClub(
  mocks: MockedResponse[],
  {
    user = NOOR,
    id = '1',
    store = 'en-be',
    me,
  }: { user?: object; id?: string; store?: StoreCode; me?: MockedResponse } = {},
) {
  const home = store.startsWith('nl') ? 'klaslezen' : 'classreading';
  return renderClassreading(<ReadingClubPage />, {
    store,
    path: `/${store}/${home}/readingclubs/${id}`,
    route: 'readingclubs/:club',
    user,
    mocks,
    ...(me ? { me } : {}),
  });
}

describe("a club president manages their club on its page (seed 001 §2 'club presidents manage')", () => {
  it('offers a president the management of the club they administer, not of another club', async () => {
    const { unmount } = await renderClub([clubPage(boekenwurmen)]);
    const tools = await screen.findByRole('region', { name: 'Manage your club' });
    for (const name of ['Edit De Boekenwurmen', 'Members of De Boekenwurmen', 'Books of De Boekenwurmen']) {
      expect(within(tools).getByRole('button', { name })).toBeTruthy();
    }
    // API.md: a president changes a club (PUT), never deletes one.
    expect(within(tools).queryByRole('button', { name: 'Remove De Boekenwurmen' })).toBeNull();
    unmount();

    await renderClub([clubPage(club('2', 'Stripclub'))], { id: '2' });
    await screen.findByRole('heading', { level: 1, name: 'Stripclub' });
    expect(screen.queryByRole('region', { name: 'Manage your club' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Stripclub' })).toBeNull();
  });

  it('offers a plain pupil nothing to manage', async () => {
    await renderClub([clubPage(boekenwurmen)], { user: LOTTE });
    await screen.findByRole('heading', { level: 1, name: 'De Boekenwurmen' });
    expect(screen.queryByRole('region', { name: 'Manage your club' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit De Boekenwurmen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave De Boekenwurmen' })).toBeTruthy();
  });

  it("changes the club's description: the page shows it once saved", async () => {
    const input = { id: '1', name: 'De Boekenwurmen', description: 'We lezen elke woensdag.' };
    await renderClub([
      clubPage(boekenwurmen),
      clubUpdate(input, { ...boekenwurmen, description: 'We lezen elke woensdag.' }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit De Boekenwurmen' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit reading club' });
    expect((within(dialog).getByLabelText(/Name of the reading club/) as HTMLInputElement).value).toBe(
      'De Boekenwurmen',
    );
    fireEvent.change(within(dialog).getByLabelText(/Description/), {
      target: { value: 'We lezen elke woensdag.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('We lezen elke woensdag.')).toBeTruthy();
  });

  it('adds a book from every book of the programme to the club', async () => {
    await renderClub([
      clubPage(boekenwurmen),
      {
        request: { query: BookPickerDocument, variables: { search: null, start: 0 } },
        result: {
          data: {
            readingBooks: {
              __typename: 'ReadingBookList',
              items: [gruffalo, rikki].map(({ sku, name, author }) => ({
                __typename: 'ReadingBook',
                sku,
                name,
                author,
              })),
              total: 2,
              nextStart: null,
            },
          },
        },
      },
      clubUpdate({ id: '1', addBooks: ['B-002'] }, { ...boekenwurmen, bookSkus: ['B-002'], books: [rikki] }),
      // The page asked again: the club's books are now among the president's own reading books.
      {
        request: { query: ReadingClubPageDocument, variables: { id: '1' } },
        result: {
          data: {
            readingClub: { ...boekenwurmen, bookSkus: ['B-002'], books: [rikki] },
            readingBooks: { __typename: 'ReadingBookList', items: [readingBook('B-002', 'Rikki')] },
          },
        },
      },
    ]);
    const toggle = await screen.findByRole('button', { name: 'Books of De Boekenwurmen' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const books = screen.getByRole('region', { name: 'Books of De Boekenwurmen' });
    expect(books.textContent).toContain('This club has no books yet.');
    fireEvent.click(within(books).getByRole('button', { name: 'Add books' }));
    const dialog = screen.getByRole('dialog', { name: 'Add books to the reading list' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add: Rikki' }));
    await waitFor(() => expect(within(books).getAllByTestId('listed-book')).toHaveLength(1));
    expect(within(books).getByTestId('listed-book').textContent).toContain('Rikki');
    // The club's book cards follow, without a reload.
    const cards = screen.getByRole('region', { name: 'Books of the club' });
    await waitFor(() => expect(within(cards).getByRole('heading', { name: 'Rikki' })).toBeTruthy());
  });

  it("makes a member administrator and takes one off, from the club's own pupils, then asks who is signed in again", async () => {
    const after = club('1', 'De Boekenwurmen', { administrators: [noor, emma], students: [emma] });
    await renderClub(
      [
        clubPage(boekenwurmen),
        {
          request: {
            query: SetReadingClubMembersDocument,
            variables: {
              id: '1',
              members: [
                { studentId: 'p-2', role: 'ADMIN' },
                { studentId: 'p-9', role: 'ADMIN' },
              ],
            },
          },
          result: {
            data: {
              setReadingClubMembers: { __typename: 'ReadingClubPayload', club: after, userErrors: [] },
            },
          },
        },
      ],
      // The session check, and its second asking once the members are saved.
      { me: readingMeMock(NOOR, 2) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Members of De Boekenwurmen' }));
    const dialog = screen.getByRole('dialog', { name: 'Members and administrators' });
    // API.md: a pupil may not list the school's pupils; the form offers the club's, by the name the club shows.
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(3);
    expect((within(dialog).getByLabelText('Boekenkoningin') as HTMLSelectElement).value).toBe('ADMIN');
    expect((within(dialog).getByLabelText('Lotte') as HTMLSelectElement).value).toBe('MEMBER');
    fireEvent.change(within(dialog).getByLabelText('Emmaatje'), { target: { value: 'ADMIN' } });
    fireEvent.change(within(dialog).getByLabelText('Lotte'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const names = (region: string) =>
      within(screen.getByRole('region', { name: region }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(names('Presidents')).toEqual(['Boekenkoningin', 'Emmaatje']);
    expect(names('Members')).toEqual(['Emmaatje']);
  });

  it("shows the programme's refusal of an image in Dutch, under the image, and keeps the dialog open", async () => {
    const input = {
      id: '1',
      name: 'De Boekenwurmen',
      description: 'We lezen elke vrijdag.',
      avatar: 'data:image/png;base64,AAAA',
    };
    await renderClub(
      [
        clubPage(boekenwurmen),
        clubUpdate(input, null, [userError('FILE_TOO_LARGE', 'File size too big', 'avatar')]),
      ],
      { store: 'nl-be' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'De Boekenwurmen wijzigen' }));
    const dialog = screen.getByRole('dialog', { name: 'Leesclub wijzigen' });
    const image = new File([Uint8Array.from([0, 0, 0])], 'boekenwurm.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Afbeelding'), { target: { files: [image] } });
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Huidige afbeelding van de leesclub' })).toBeTruthy(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Het bestand is te groot')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Leesclub wijzigen' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { renderInShop } from '../../../../test/render';
import { BookPickerDocument } from './BookPicker.generated';
import { AddReadingClassBooksDocument } from './AddReadingClassBooks.generated';
import { ClassPage } from './ClassPage';
import { ClassPageDocument } from './ClassPage.generated';
import { CreateReadingStudentDocument } from './CreateReadingStudent.generated';
import { DeleteReadingStudentDocument } from './DeleteReadingStudent.generated';
import { ImportReadingStudentsDocument } from './ImportReadingStudents.generated';
import { MoveReadingStudentDocument } from './MoveReadingStudent.generated';
import { PupilProgressDocument } from './PupilProgress.generated';
import { RemoveReadingClassBooksDocument } from './RemoveReadingClassBooks.generated';
import { UpdateReadingStudentDocument } from './UpdateReadingStudent.generated';

const student = (id: string, name: string, classId = '4') => ({
  __typename: 'ReadingStudent' as const,
  id,
  classId,
  name,
  screenname: '',
});
const lotte = student('11', 'Lotte Peeters');
const noor = student('12', 'Noor Maes');
const book = {
  __typename: 'Product' as const,
  sku: 'B-001',
  name: 'De Gruffalo',
  author: 'Julia Donaldson',
  isbn: '9789025745510',
};
const classPage = (students: ReturnType<typeof student>[], books = [book]): MockedResponse => ({
  request: { query: ClassPageDocument, variables: { id: '4' } },
  result: {
    data: {
      readingMe: { __typename: 'ReadingUser', id: '3', allowedOperations: [] },
      readingClass: {
        __typename: 'ReadingClass',
        id: '4',
        name: '3B',
        grade: '3',
        teacher: null,
        administrators: [],
        students,
        bookSkus: books.map((b) => b.sku),
        books,
      },
      readingClasses: [
        { __typename: 'ReadingClass', id: '4', name: '3B' },
        { __typename: 'ReadingClass', id: '5', name: '4A' },
      ],
    },
  },
});
const userErrors: never[] = [];

async function renderClass(mocks: MockedResponse[], store: 'en-be' | 'nl-be' = 'en-be') {
  await renderInShop(<ClassPage classId="4" />, { store, mocks });
}

describe('class page (seed 001 §2 my class, students list, bulk import; §4 Classes)', () => {
  it('loads, then shows the class, its pupils and its books', async () => {
    await renderClass([classPage([lotte, noor])]);
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: '3B Grade 3' })).toBeTruthy();
    expect(screen.getAllByTestId('student')).toHaveLength(2);
    expect(screen.getByTestId('listed-book').textContent).toContain('De Gruffalo');
  });

  it('says so when the class has no pupils and no books', async () => {
    await renderClass([classPage([], [])]);
    expect(await screen.findByText('This class has no students yet.')).toBeTruthy();
    expect(screen.getByText('This class has no books on its reading list yet.')).toBeTruthy();
  });

  it('says the class is not found for NOT_FOUND, and shows an error otherwise', async () => {
    await renderClass([
      {
        request: { query: ClassPageDocument, variables: { id: '4' } },
        result: { errors: [new GraphQLError('Class not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Class not found' })).toBeTruthy();
  });

  it('shows an error when the class cannot load', async () => {
    await renderClass([
      { request: { query: ClassPageDocument, variables: { id: '4' } }, error: new Error('down') },
    ]);
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
  });

  it('adds a pupil, who joins the list', async () => {
    await renderClass([
      classPage([lotte]),
      {
        request: {
          query: CreateReadingStudentDocument,
          variables: {
            input: { classId: '4', name: 'Zoë Claes', password: 'Leesvogel12', screenname: null },
          },
        },
        result: {
          data: {
            createReadingStudent: {
              __typename: 'ReadingStudentPayload',
              student: student('13', 'Zoë Claes'),
              userErrors,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a student' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a student' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Zoë Claes' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'Leesvogel12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getAllByTestId('student')).toHaveLength(2));
    expect(screen.getAllByTestId('student')[1]?.textContent).toContain('Zoë Claes');
  });

  it('moves a pupil to another class: they leave this list (seed 001 §4)', async () => {
    await renderClass([
      classPage([lotte, noor]),
      {
        request: {
          query: UpdateReadingStudentDocument,
          variables: { input: { id: '12', name: 'Noor Maes', screenname: '', password: null } },
        },
        result: {
          data: { updateReadingStudent: { __typename: 'ReadingStudentPayload', student: noor, userErrors } },
        },
      },
      {
        request: { query: MoveReadingStudentDocument, variables: { id: '12', classId: '5' } },
        result: {
          data: {
            moveReadingStudent: {
              __typename: 'ReadingStudentPayload',
              student: student('12', 'Noor Maes', '5'),
              userErrors,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Noor Maes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit student' });
    fireEvent.change(within(dialog).getByLabelText(/^Class/), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByTestId('student')).toHaveLength(1));
    expect(screen.getByTestId('student').textContent).toContain('Lotte Peeters');
  });

  it('removes a pupil after the confirmation', async () => {
    await renderClass([
      classPage([lotte, noor]),
      {
        request: { query: DeleteReadingStudentDocument, variables: { id: '11' } },
        result: {
          data: { deleteReadingStudent: { __typename: 'DeletePayload', deletedId: '11', userErrors } },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Lotte Peeters' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('student')).toHaveLength(1));
    expect(screen.getByTestId('student').textContent).toContain('Noor Maes');
  });

  it('imports pupils from a file and lists the rows in error of a refused one, in Dutch', async () => {
    const csv = 'name,password,screenname\nLotte,kort,\n';
    await renderClass(
      [
        classPage([]),
        {
          request: {
            query: ImportReadingStudentsDocument,
            variables: { classId: '4', file: { content: csv, encoding: 'TEXT' } },
          },
          result: {
            data: {
              importReadingStudents: {
                __typename: 'ImportReadingStudentsPayload',
                students: [],
                userErrors: [
                  {
                    __typename: 'UserError',
                    code: 'BULK_ROW_ERRORS',
                    message: 'Unable to process the bulk file. Please fix the errors listed below.',
                    field: 'file',
                  },
                ],
                rowErrors: [
                  {
                    __typename: 'BulkRowError',
                    row: 2,
                    code: 'PASSWORD_TOO_WEAK',
                    message: 'Password must have at least 8 characters …',
                  },
                ],
              },
            },
          },
        },
      ],
      'nl-be',
    );
    const input = await screen.findByLabelText(/CSV-bestand/);
    fireEvent.change(input, { target: { files: [new File([csv], 'klas.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Importeren' }));
    const outcome = await screen.findByTestId('bulk-outcome');
    expect(outcome.textContent).toContain(
      'Het bestand kon niet verwerkt worden. Verbeter de fouten hieronder.',
    );
    expect(within(outcome).getByRole('listitem').textContent).toBe(
      'Regel 2: Het wachtwoord moet minstens 8 tekens hebben, met minstens één kleine letter, één hoofdletter en één cijfer of speciaal teken.',
    );
  });

  it("shows a pupil's reading progress per book", async () => {
    await renderClass([
      classPage([lotte]),
      {
        request: { query: PupilProgressDocument, variables: { studentId: '11' } },
        result: {
          data: {
            readingProgress: [
              {
                __typename: 'BookProgress',
                isbn: '9789025745510',
                percentage: 40,
                updatedAt: '2026-11-20T10:00:00Z',
              },
            ],
          },
        },
      },
    ]);
    fireEvent.change(await screen.findByLabelText('Reading progress of'), { target: { value: '11' } });
    const progress = await screen.findByTestId('pupil-progress');
    expect(progress.textContent).toContain('40% read');
    expect(within(progress).getByRole('progressbar', { name: 'De Gruffalo' }).getAttribute('value')).toBe(
      '40',
    );
  });

  it('adds a book from every book of the programme, 50 at a time, searched by title or author', async () => {
    const hit = (sku: string, name: string) => ({
      __typename: 'ReadingBook',
      sku,
      name,
      author: 'Guido van Genechten',
    });
    const list = (items: object[], total: number, nextStart: number | null) => ({
      data: { readingBooks: { __typename: 'ReadingBookList', items, total, nextStart } },
    });
    const rikki = hit('B-002', 'Rikki');
    const moreRikki = hit('B-003', 'Rikki en de vlieger');
    await renderClass([
      classPage([lotte]),
      {
        request: { query: BookPickerDocument, variables: { search: null, start: 0 } },
        result: list([hit('B-001', 'De Gruffalo'), rikki], 3, 50),
      },
      {
        request: { query: BookPickerDocument, variables: { search: null, start: 50 } },
        result: list([moreRikki], 3, null),
      },
      {
        request: { query: AddReadingClassBooksDocument, variables: { id: '4', skus: ['B-003'] } },
        result: {
          data: {
            addReadingClassBooks: {
              __typename: 'ReadingClassPayload',
              readingClass: {
                __typename: 'ReadingClass',
                id: '4',
                bookSkus: ['B-001', 'B-003'],
                books: [book, { ...book, sku: 'B-003', name: 'Rikki en de vlieger', isbn: '9789044800000' }],
              },
              userErrors,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add books' }));
    const dialog = screen.getByRole('dialog', { name: 'Add books to the reading list' });
    const picker = await within(dialog).findByTestId('book-picker');
    expect(within(picker).getAllByRole('listitem')[0]?.textContent).toContain('On the reading list');
    expect(within(dialog).getByText('2 of 3 books')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more books' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add: Rikki en de vlieger' }));
    // Page 2 follows page 1 once: each book is listed once.
    expect(
      within(within(dialog).getByTestId('book-picker'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['De Gruffalo', 'Rikki', 'Rikki en de vlieger']);
    await waitFor(() => expect(screen.getAllByTestId('listed-book')).toHaveLength(2));
    // A search term shorter than 3 characters is refused before anything is asked (seed 001 §5).
    fireEvent.change(within(dialog).getByLabelText('Search by title or author'), { target: { value: 'Ri' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(within(dialog).getByText('Search term at least 3 characters')).toBeTruthy();
  });

  it('takes a book off the reading list', async () => {
    await renderClass([
      classPage([lotte]),
      {
        request: { query: RemoveReadingClassBooksDocument, variables: { id: '4', skus: ['B-001'] } },
        result: {
          data: {
            removeReadingClassBooks: {
              __typename: 'ReadingClassPayload',
              readingClass: { __typename: 'ReadingClass', id: '4', bookSkus: [], books: [] },
              userErrors,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Take off the reading list: De Gruffalo' }));
    expect(await screen.findByText('This class has no books on its reading list yet.')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../../test/render';
import { CreateReadingTeacherDocument } from './CreateReadingTeacher.generated';
import { ImportReadingTeachersDocument } from './ImportReadingTeachers.generated';
import { TeachersAdmin } from './TeachersAdmin';
import { TeachersAdminDocument } from './TeachersAdmin.generated';
import { UpdateReadingTeacherDocument } from './UpdateReadingTeacher.generated';

const teacher = (id: string, firstname: string, lastname: string, email: string) => ({
  __typename: 'ReadingTeacher' as const,
  id,
  email,
  firstname,
  lastname,
  title: '',
  accountType: 'elementary school',
});
const els = teacher('1', 'Els', 'Wouters', 'els.wouters@school.be');
const an = teacher('2', 'An', 'Janssens', 'an.janssens@school.be');
const DIRECTOR = [
  'teachers',
  'createReadingTeacher',
  'updateReadingTeacher',
  'deleteReadingTeacher',
  'importReadingTeachers',
];
const page = (teachers: ReturnType<typeof teacher>[], allowedOperations = DIRECTOR): MockedResponse => ({
  request: { query: TeachersAdminDocument },
  result: {
    data: {
      readingMe: { __typename: 'ReadingUser', id: '1', role: 'Director', allowedOperations },
      teachers,
    },
  },
});
const userErrors: never[] = [];

async function renderTeachers(mocks: MockedResponse[]) {
  await renderInShop(<TeachersAdmin />, { store: 'en-be', mocks });
}

describe('teachers page (seed 001 §2 klaslezen/leerkrachten, bulk import of teachers)', () => {
  it('loads, then lists the teachers; a director may add, remove and import', async () => {
    await renderTeachers([page([els, an])]);
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect(await screen.findAllByTestId('teacher')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add a teacher' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove An Janssens' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Import teachers' })).toBeTruthy();
  });

  it('lets a teacher only edit their own record', async () => {
    await renderTeachers([page([els, an], ['teachers', 'updateReadingTeacher'])]);
    await screen.findAllByTestId('teacher');
    // readingMe is teacher 1 (Els Wouters) in these answers.
    expect(screen.getByRole('button', { name: 'Edit Els Wouters' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit An Janssens' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a teacher' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Import teachers' })).toBeNull();
  });

  it('says so when there are no teachers', async () => {
    await renderTeachers([page([])]);
    expect(await screen.findByText('There are no teachers yet.')).toBeTruthy();
  });

  it('shows an error when the list cannot load', async () => {
    await renderTeachers([{ request: { query: TeachersAdminDocument }, error: new Error('down') }]);
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
  });

  it('adds a teacher and shows the invitation code', async () => {
    const created = { ...teacher('3', 'Sofie', 'Claes', 'sofie.claes@school.be'), invitation: 'K7Q2-99XA' };
    await renderTeachers([
      page([els]),
      {
        request: {
          query: CreateReadingTeacherDocument,
          variables: {
            input: {
              email: 'sofie.claes@school.be',
              firstname: 'Sofie',
              lastname: 'Claes',
              title: 'Juf',
              accountType: 'elementary school',
              role: 'TEACHER',
            },
          },
        },
        result: {
          data: {
            createReadingTeacher: { __typename: 'ReadingTeacherPayload', teacher: created, userErrors },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a teacher' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a teacher' });
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), {
      target: { value: 'sofie.claes@school.be' },
    });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Sofie' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Claes' } });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Juf' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText(
        /Sofie Claes has been added\. With this invitation code Sofie Claes chooses a password:/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('K7Q2-99XA')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('teacher')).toHaveLength(2));
  });

  it("shows 'A teacher with this email already exists.' in Dutch under the email", async () => {
    await renderInShop(<TeachersAdmin />, {
      mocks: [
        page([els, an]),
        {
          request: {
            query: UpdateReadingTeacherDocument,
            variables: {
              input: {
                id: '2',
                email: 'els.wouters@school.be',
                firstname: 'An',
                lastname: 'Janssens',
                title: '',
                accountType: 'elementary school',
              },
            },
          },
          result: {
            data: {
              updateReadingTeacher: {
                __typename: 'ReadingTeacherPayload',
                teacher: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    code: 'TEACHER_EMAIL_TAKEN',
                    message: 'A teacher with this email already exists.',
                    field: 'email',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'An Janssens wijzigen' }));
    const dialog = screen.getByRole('dialog', { name: 'Leerkracht wijzigen' });
    fireEvent.change(within(dialog).getByLabelText(/E-mailadres/), {
      target: { value: 'els.wouters@school.be' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Er bestaat al een leerkracht met dit e-mailadres.')).toBeTruthy();
  });

  it('imports teachers from a file', async () => {
    const csv =
      'email,firstname,lastname,title,accountType\nsofie.claes@school.be,Sofie,Claes,Juf,elementary school\n';
    await renderTeachers([
      page([els]),
      {
        request: {
          query: ImportReadingTeachersDocument,
          variables: { file: { content: csv, encoding: 'TEXT' } },
        },
        result: {
          data: {
            importReadingTeachers: {
              __typename: 'ImportReadingTeachersPayload',
              teachers: [teacher('3', 'Sofie', 'Claes', 'sofie.claes@school.be')],
              userErrors,
              rowErrors: [],
            },
          },
        },
      },
    ]);
    fireEvent.change(await screen.findByLabelText(/CSV file/), {
      target: { files: [new File([csv], 'teachers.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByTestId('bulk-outcome')).textContent).toBe('1 teacher added.');
    expect(screen.getAllByTestId('teacher')).toHaveLength(2);
  });
});

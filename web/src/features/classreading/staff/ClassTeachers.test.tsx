import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../../test/render';
import { userError } from '../testing/fixtures';
import { AddReadingClassTeachersDocument } from './AddReadingClassTeachers.generated';
import { ClassPage } from './ClassPage';
import { ClassPageDocument } from './ClassPage.generated';
import { ClassTeacherChoicesDocument } from './ClassTeacherChoices.generated';
import { RemoveReadingClassTeachersDocument } from './RemoveReadingClassTeachers.generated';

const summary = (id: string, firstname: string, lastname: string) => ({
  __typename: 'ReadingTeacherSummary' as const,
  id,
  firstname,
  lastname,
});
const sofie = summary('3', 'Sofie', 'Claes');
const jan = summary('5', 'Jan', 'Peeters');
const STAFF = ['teachers', 'addReadingClassTeachers', 'removeReadingClassTeachers'];

const classPage = (teachers: ReturnType<typeof summary>[], allowedOperations = STAFF): MockedResponse => ({
  request: { query: ClassPageDocument, variables: { id: '4' } },
  result: {
    data: {
      readingMe: { __typename: 'ReadingUser', id: '3', allowedOperations },
      readingClass: {
        __typename: 'ReadingClass',
        id: '4',
        name: '3B',
        grade: '3',
        teacher: teachers[0] ?? null,
        administrators: teachers,
        students: [],
        bookSkus: [],
        books: [],
      },
      readingClasses: [{ __typename: 'ReadingClass', id: '4', name: '3B' }],
    },
  },
});

const teacher = (id: string, firstname: string, lastname: string, role = 'Teacher') => ({
  __typename: 'ReadingTeacher' as const,
  id,
  firstname,
  lastname,
  title: '',
  role,
});
const choices = (teachers: ReturnType<typeof teacher>[]): MockedResponse => ({
  request: { query: ClassTeacherChoicesDocument },
  result: { data: { teachers } },
  delay: 20,
});
const SCHOOL = [
  teacher('3', 'Sofie', 'Claes'),
  teacher('5', 'Jan', 'Peeters'),
  teacher('6', 'Marc', 'Jacobs', 'Director'),
];

const classAnswer = (field: string, teachers: ReturnType<typeof summary>[], userErrors: object[] = []) => ({
  data: {
    [field]: {
      __typename: 'ReadingClassPayload',
      readingClass:
        userErrors.length > 0
          ? null
          : { __typename: 'ReadingClass', id: '4', teacher: teachers[0] ?? null, administrators: teachers },
      userErrors,
    },
  },
});
const adding = (teacherId: string, result: object): MockedResponse => ({
  request: { query: AddReadingClassTeachersDocument, variables: { id: '4', teacherIds: [teacherId] } },
  result,
});
const removing = (teacherId: string, result: object): MockedResponse => ({
  request: { query: RemoveReadingClassTeachersDocument, variables: { id: '4', teacherIds: [teacherId] } },
  result,
});

async function renderClass(mocks: MockedResponse[], store: 'en-be' | 'nl-be' = 'en-be') {
  await renderInShop(<ClassPage classId="4" />, { store, mocks });
  return screen.findByTestId('class-teachers');
}

async function openAdding() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a teacher' }));
  return screen.getByRole('dialog', { name: 'Add a teacher to 3B' });
}

describe('the teachers of a class (seed 001 §6 adding and removing teachers; API.md add_teachers, remove_teachers)', () => {
  it('lists the class’s teachers; the signed-in teacher is marked and cannot take themselves off', async () => {
    const section = await renderClass([classPage([sofie, jan])]);
    const rows = within(section).getAllByTestId('class-teacher');
    expect(rows.map((row) => row.textContent)).toEqual(['Sofie ClaesYou', 'Jan PeetersTake off the class']);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Take Jan Peeters off the class' })).toBeTruthy();
  });

  it('says so when the class has no teacher', async () => {
    const section = await renderClass([classPage([])]);
    expect(section.textContent).toContain('This class has no teacher yet.');
  });

  it('offers neither adding nor removing to a caller who may not', async () => {
    const section = await renderClass([classPage([sofie, jan], [])]);
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('adds a teacher of the school, chosen among those not on the class yet (no director): the list shows them', async () => {
    const section = await renderClass([
      classPage([sofie]),
      choices(SCHOOL),
      adding('5', classAnswer('addReadingClassTeachers', [sofie, jan])),
    ]);
    const dialog = await openAdding();
    expect(within(dialog).getByTestId('loading')).toBeTruthy();
    const select = await within(dialog).findByRole('combobox', { name: /^Teacher/ });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose a teacher',
      'Jan Peeters',
    ]);
    fireEvent.change(select, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getAllByTestId('class-teacher')[1]?.textContent).toContain('Jan Peeters');
  });

  it('asks for a teacher before sending anything', async () => {
    await renderClass([classPage([sofie]), choices(SCHOOL)]);
    const dialog = await openAdding();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add' }));
    // seed 001 §5 'A field is required': refused before anything is sent (no mutation is mocked).
    expect(await within(dialog).findByText('Field is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('combobox')));
  });

  it("shows the programme's refusal in the store view's language, and the dialog stays open", async () => {
    await renderClass(
      [
        classPage([sofie]),
        choices(SCHOOL),
        adding(
          '5',
          classAnswer('addReadingClassTeachers', [], [userError('TEACHER_NOT_FOUND', 'Teacher not found')]),
        ),
      ],
      'nl-be',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Leerkracht toevoegen' }));
    const dialog = screen.getByRole('dialog', { name: 'Leerkracht toevoegen aan 3B' });
    fireEvent.change(await within(dialog).findByRole('combobox'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect((await within(dialog).findByTestId('form-errors')).textContent).toBe('Leerkracht niet gevonden');
  });

  it('says so when every teacher of the school already teaches the class', async () => {
    await renderClass([classPage([sofie, jan]), choices(SCHOOL)]);
    const dialog = await openAdding();
    expect(
      await within(dialog).findByText('All the teachers of your school already teach this class.'),
    ).toBeTruthy();
  });

  it('shows an error when the school’s teachers cannot load', async () => {
    await renderClass([
      classPage([sofie]),
      { request: { query: ClassTeacherChoicesDocument }, error: new Error('down') },
    ]);
    const dialog = await openAdding();
    expect(await within(dialog).findByText('Something went wrong. Please try again later.')).toBeTruthy();
  });

  it('takes a teacher off the class after the confirmation', async () => {
    const section = await renderClass([
      classPage([sofie, jan]),
      removing('5', classAnswer('removeReadingClassTeachers', [sofie])),
    ]);
    fireEvent.click(within(section).getByRole('button', { name: 'Take Jan Peeters off the class' }));
    const dialog = screen.getByRole('dialog', { name: 'Take the teacher off the class?' });
    expect(dialog.textContent).toContain('Jan Peeters will no longer teach 3B.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take off the class' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getAllByTestId('class-teacher')).toHaveLength(1);
  });

  it("tells a refused removal in the store view's language and keeps the teacher", async () => {
    const section = await renderClass(
      [
        classPage([sofie, jan]),
        removing(
          '5',
          classAnswer(
            'removeReadingClassTeachers',
            [],
            [userError('TEACHER_NOT_FOUND', 'Teacher not found')],
          ),
        ),
      ],
      'nl-be',
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Jan Peeters uit de klas halen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Uit de klas halen' }));
    expect(await screen.findByText('Leerkracht niet gevonden')).toBeTruthy();
    expect(within(section).getAllByTestId('class-teacher')).toHaveLength(2);
  });
});

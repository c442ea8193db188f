import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LOTTE, SOFIE } from '../testing/fixtures';
import { renderClassreading } from '../testing/renderClassreading';
import { ClassreadingTeachersPage } from './ClassreadingTeachersPage';
import { TeachersAdminDocument } from '../staff/TeachersAdmin.generated';
import { MyTeachersDocument } from './MyTeachers.generated';

const render = (user: object, staff: boolean, data: object | null) => {
  const query = staff ? TeachersAdminDocument : MyTeachersDocument;
  return renderClassreading(<ClassreadingTeachersPage />, {
    path: '/en-be/classreading/teachers',
    route: 'teachers',
    user,
    mocks: [
      data ? { request: { query }, result: { data } } : { request: { query }, error: new Error('down') },
    ],
  });
};

describe('the teachers page (seed 001 §2)', () => {
  it("gives a teacher the school's teachers list to manage (the staff page)", async () => {
    await render(SOFIE, true, {
      readingMe: { __typename: 'ReadingUser', id: 't-1', role: 'Teacher', allowedOperations: [] },
      teachers: [
        {
          __typename: 'ReadingTeacher',
          id: 't-1',
          email: 'sofie.claes@deleesboom.example',
          firstname: 'Sofie',
          lastname: 'Claes',
          title: 'Juf',
          accountType: 'elementary school',
        },
      ],
    });
    expect(await screen.findByText(/sofie\.claes@deleesboom\.example/)).toBeTruthy();
    expect(screen.queryByText('My teachers')).toBeNull();
  });

  it("shows a pupil their class's teachers, or says there are none", async () => {
    const { unmount } = await render(LOTTE, false, {
      myClass: {
        __typename: 'ReadingClass',
        id: 'c-3a',
        name: '3A',
        administrators: [
          { __typename: 'ReadingTeacherSummary', id: 't-1', firstname: 'Sofie', lastname: 'Claes' },
        ],
      },
    });
    expect((await screen.findByTestId('teacher')).textContent).toBe('Sofie Claes');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My teachers');
    unmount();
    await render(LOTTE, false, { myClass: null });
    expect(await screen.findByText('There are no teachers yet.')).toBeTruthy();
  });

  it('says something went wrong when the list cannot be loaded', async () => {
    await render(LOTTE, false, null);
    expect(await screen.findByText(/Something went wrong/)).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LOTTE, SOFIE } from '../testing/fixtures';
import { renderClassreading } from '../testing/renderClassreading';
import { TeachersPage } from './TeachersPage';
import { TeachersPageDocument } from './TeachersPage.generated';

const render = (user: object, staff: boolean, data: object | null) =>
  renderClassreading(<TeachersPage />, {
    path: '/en-be/classreading/teachers',
    route: 'teachers',
    user,
    mocks: [
      data
        ? { request: { query: TeachersPageDocument, variables: { staff } }, result: { data } }
        : { request: { query: TeachersPageDocument, variables: { staff } }, error: new Error('down') },
    ],
  });

describe('the teachers page (seed 001 §2)', () => {
  it("shows a teacher the school's teachers", async () => {
    await render(SOFIE, true, {
      teachers: [
        {
          __typename: 'ReadingTeacher',
          id: 't-1',
          firstname: 'Sofie',
          lastname: 'Claes',
          title: 'Juf',
          role: 'Teacher',
          email: 'sofie.claes@deleesboom.example',
        },
      ],
    });
    expect((await screen.findByTestId('teacher')).textContent).toBe(
      'Juf Sofie ClaesTeacher · sofie.claes@deleesboom.example',
    );
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

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../../test/render';
import { ClubsAdmin } from './ClubsAdmin';
import { ClubsAdminDocument } from './ClubsAdmin.generated';
import { CreateReadingClubDocument } from './CreateReadingClub.generated';
import { DeleteReadingClubDocument } from './DeleteReadingClub.generated';
import { SetReadingClubMembersDocument } from './SetReadingClubMembers.generated';

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

async function renderClubs(mocks: MockedResponse[]) {
  await renderInShop(<ClubsAdmin />, { store: 'en-be', mocks });
}

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
});

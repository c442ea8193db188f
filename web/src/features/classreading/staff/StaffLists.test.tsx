import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInShop } from '../../../../test/render';
import { StudentsList } from './StudentsList';
import { TeachersList } from './TeachersList';

const students = [
  { id: '11', name: 'Lotte Peeters', screenname: 'lotte' },
  { id: '12', name: 'Noor Maes', screenname: null },
];
const classes = [
  { id: '4', name: '3B' },
  { id: '5', name: '4A' },
];
const none = async () => [];

describe('students list (seed 001 §2, §4 Classes)', () => {
  it('says so when the class has no pupils', async () => {
    await renderInShop(
      <StudentsList classId="4" students={[]} classes={classes} onAdd={none} onEdit={none} onDelete={none} />,
      { store: 'en-be' },
    );
    expect(screen.getByText('This class has no students yet.')).toBeTruthy();
  });

  it('adds a pupil in a dialog that closes once the programme accepted', async () => {
    const onAdd = vi.fn(none);
    await renderInShop(
      <StudentsList
        classId="4"
        students={students}
        classes={classes}
        onAdd={onAdd}
        onEdit={none}
        onDelete={none}
      />,
      { store: 'en-be' },
    );
    expect(screen.getAllByTestId('student').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Lotte Peeters'),
      expect.stringContaining('Noor Maes'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add a student' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a student' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Zoë Claes' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'Leesvogel12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onAdd).toHaveBeenCalledWith({
      name: 'Zoë Claes',
      password: 'Leesvogel12',
      screenname: '',
      classId: '4',
    });
  });

  it('edits a pupil and offers to move them to another class', async () => {
    const onEdit = vi.fn(none);
    await renderInShop(
      <StudentsList
        classId="4"
        students={students}
        classes={classes}
        onAdd={none}
        onEdit={onEdit}
        onDelete={none}
      />,
      { store: 'en-be' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Noor Maes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit student' });
    fireEvent.change(within(dialog).getByLabelText(/^Class/), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalled());
    expect(onEdit).toHaveBeenCalledWith(students[1], {
      name: 'Noor Maes',
      password: '',
      screenname: '',
      classId: '5',
    });
  });

  it('deletes only after the confirmation, and shows a refusal', async () => {
    // A refusal the shop has no words for shows the programme's own (seed 001 §8).
    const onDelete = vi.fn(async () => [{ code: 'REFUSED', message: 'Student not found' }]);
    await renderInShop(
      <StudentsList
        classId="4"
        students={students}
        classes={classes}
        onAdd={none}
        onEdit={none}
        onDelete={onDelete}
      />,
      { store: 'en-be' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lotte Peeters' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove student?' });
    expect(dialog.textContent).toContain('Lotte Peeters will be removed. This cannot be undone.');
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onDelete).toHaveBeenCalledWith(students[0]);
    expect(await screen.findByText('Student not found')).toBeTruthy();
  });

  it("puts the focus on the list's heading once the pupil is removed (their row and its button are gone)", async () => {
    const onDelete = vi.fn(async () => []);
    await renderInShop(
      <StudentsList
        classId="4"
        students={students}
        classes={classes}
        onAdd={none}
        onEdit={none}
        onDelete={onDelete}
      />,
      { store: 'en-be' },
    );
    const remove = screen.getByRole('button', { name: 'Remove Noor Maes' });
    remove.focus();
    fireEvent.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove student?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Students' })),
    );
    expect(onDelete).toHaveBeenCalledWith(students[1]);
  });
});

describe('teachers list (seed 001 §2 klaslezen/leerkrachten)', () => {
  const teachers = [
    {
      id: '1',
      email: 'els.director@school.be',
      firstname: 'Els',
      lastname: 'Wouters',
      title: 'Mevrouw',
      accountType: 'elementary school',
    },
    {
      id: '2',
      email: 'an.janssens@school.be',
      firstname: 'An',
      lastname: 'Janssens',
      title: 'Juf',
      accountType: 'kindergarten',
    },
  ];

  it('lists the teachers with their account type; the director cannot delete themselves', async () => {
    await renderInShop(
      <TeachersList teachers={teachers} meId="1" onAdd={none} onEdit={none} onDelete={none} />,
      {
        store: 'en-be',
      },
    );
    expect(screen.getAllByTestId('teacher')[1]?.textContent).toContain(
      'an.janssens@school.be · Kindergarten',
    );
    expect(screen.queryByRole('button', { name: 'Remove Els Wouters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove An Janssens' })).toBeTruthy();
  });

  it("keeps the dialog open on 'A teacher with this email already exists.'", async () => {
    const onEdit = vi.fn(async () => [
      { code: 'TEACHER_EMAIL_TAKEN', message: 'A teacher with this email already exists.', field: 'email' },
    ]);
    await renderInShop(<TeachersList teachers={teachers} onAdd={none} onEdit={onEdit} onDelete={none} />, {
      store: 'en-be',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit An Janssens' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit teacher' });
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), {
      target: { value: 'els.director@school.be' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A teacher with this email already exists.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit teacher' })).toBeTruthy();
  });

  it('says so when the school has no teachers', async () => {
    await renderInShop(<TeachersList teachers={[]} onAdd={none} onEdit={none} onDelete={none} />);
    expect(screen.getByText('Er zijn nog geen leerkrachten.')).toBeTruthy();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInShop } from '../../../../test/render';
import { ClassForm } from './ClassForm';
import { ClubForm } from './ClubForm';
import { StudentForm } from './StudentForm';
import { TeacherForm } from './TeacherForm';
import { readImageSize } from './readImageSize';

// jsdom decodes no image: each test says the width and height the browser would read.
vi.mock('./readImageSize', () => ({ readImageSize: vi.fn(async () => ({ width: 100, height: 100 })) }));

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('class form (seed 001 §3 Class, §9 grades)', () => {
  it('offers grades 1 to 13 and kindergarten 1 to 4 in the store view language', async () => {
    await renderInShop(<ClassForm submitLabel="Save" onSubmit={vi.fn()} onCancel={vi.fn()} />, {
      store: 'en-be',
    });
    const options = [...screen.getByLabelText(/Grade/).querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toHaveLength(1 + 4 + 13);
    expect(options.slice(1, 6)).toEqual([
      'Kindergarten 1',
      'Kindergarten 2',
      'Kindergarten 3',
      'Kindergarten 4',
      'Grade 1',
    ]);
    expect(options.at(-1)).toBe('Grade 13');
  });

  it('sends name and grade, and shows the duplicate name under the name', async () => {
    const onSubmit = vi.fn(async () => [
      { code: 'CLASS_NAME_TAKEN', message: 'A class with this name already exists.', field: 'name' },
    ]);
    await renderInShop(<ClassForm submitLabel="Opslaan" onSubmit={onSubmit} onCancel={vi.fn()} />);
    type(/Naam van de klas/, ' 3B ');
    fireEvent.change(screen.getByLabelText(/Leerjaar/), { target: { value: 'K2' } });
    submit('Opslaan');
    expect(onSubmit).toHaveBeenCalledWith({ name: '3B', grade: 'K2' });
    expect(await screen.findByText('Er bestaat al een klas met deze naam.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Naam van de klas/)));
  });

  it('sends nothing while a rule is broken', async () => {
    const onSubmit = vi.fn();
    await renderInShop(<ClassForm submitLabel="Save" onSubmit={onSubmit} onCancel={vi.fn()} />, {
      store: 'en-be',
    });
    submit('Save');
    await waitFor(() =>
      expect(screen.getByLabelText(/Class name/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText(/Grade/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('pupil form (seed 001 §3 Student, §4 a moved pupil leaves the class)', () => {
  const classes = [
    { id: '4', name: '3B' },
    { id: '5', name: '4A' },
  ];

  it('adds a pupil with a strong password', async () => {
    const onSubmit = vi.fn(async () => []);
    await renderInShop(<StudentForm classId="4" submitLabel="Add" onSubmit={onSubmit} onCancel={vi.fn()} />, {
      store: 'en-be',
    });
    expect(screen.queryByLabelText(/^Class/)).toBeNull();
    type(/^Name/, 'Lotte Peeters');
    type(/^Password/, 'leesvogel');
    submit('Add');
    expect(await screen.findByText(/Password must have at least 8 characters/)).toBeTruthy();
    type(/^Password/, 'Leesvogel12');
    submit('Add');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Lotte Peeters',
        password: 'Leesvogel12',
        screenname: '',
        classId: '4',
      }),
    );
  });

  it('edits a pupil without a new password and moves them to another class', async () => {
    const onSubmit = vi.fn(async () => []);
    await renderInShop(
      <StudentForm
        initial={{ name: 'Lotte Peeters', screenname: 'lotte' }}
        classId="4"
        classes={classes}
        submitLabel="Save"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
      { store: 'en-be' },
    );
    fireEvent.change(screen.getByLabelText(/^Class/), { target: { value: '5' } });
    submit('Save');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Lotte Peeters',
        password: '',
        screenname: 'lotte',
        classId: '5',
      }),
    );
  });

  it('shows the duplicate name in Dutch', async () => {
    await renderInShop(
      <StudentForm
        classId="4"
        submitLabel="Toevoegen"
        onSubmit={async () => [
          { code: 'STUDENT_NAME_TAKEN', message: 'A student with this name already exists.', field: 'name' },
        ]}
        onCancel={vi.fn()}
      />,
    );
    type(/^Naam/, 'Lotte');
    type(/^Wachtwoord/, 'Leesvogel12');
    submit('Toevoegen');
    expect(await screen.findByText('Er bestaat al een leerling met deze naam.')).toBeTruthy();
  });
});

describe('teacher form (seed 001 §3 Teacher, §8)', () => {
  it("shows 'A teacher with this email already exists.' under the email", async () => {
    const onSubmit = vi.fn(async () => [
      { code: 'TEACHER_EMAIL_TAKEN', message: 'A teacher with this email already exists.', field: 'email' },
    ]);
    await renderInShop(<TeacherForm submitLabel="Add" onSubmit={onSubmit} onCancel={vi.fn()} />, {
      store: 'en-be',
    });
    type(/E-mail address/, 'an.janssens@school.be');
    type(/First name/, 'An');
    type(/Last name/, 'Janssens');
    fireEvent.change(screen.getByLabelText(/Account type/), { target: { value: 'high school' } });
    submit('Add');
    expect(await screen.findByText('A teacher with this email already exists.')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'an.janssens@school.be',
      firstname: 'An',
      lastname: 'Janssens',
      title: '',
      accountType: 'high school',
    });
    expect(screen.getByLabelText(/E-mail address/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says something went wrong when the API fails', async () => {
    await renderInShop(
      <TeacherForm
        initial={{
          email: 'an@school.be',
          firstname: 'An',
          lastname: 'Janssens',
          title: 'Juf',
          accountType: 'professor',
        }}
        submitLabel="Save"
        onSubmit={() => Promise.reject(new Error('network'))}
        onCancel={vi.fn()}
      />,
      { store: 'en-be' },
    );
    submit('Save');
    expect((await screen.findByTestId('form-errors')).textContent).toBe(
      'Something went wrong. Please try again later.',
    );
  });
});

describe('reading club form (seed 001 §3 Reading club, §8 File size too big)', () => {
  it('sends the avatar as a data URL and shows File size too big under the image', async () => {
    const onSubmit = vi.fn(async () => [
      { code: 'FILE_TOO_LARGE', message: 'File size too big', field: 'avatar' },
    ]);
    await renderInShop(<ClubForm submitLabel="Create" onSubmit={onSubmit} onCancel={vi.fn()} />, {
      store: 'en-be',
    });
    type(/Name of the reading club/, 'Boekenwurmen');
    type(/Description/, 'We lezen elke vrijdag.');
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'uil.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Image/), { target: { files: [image] } });
    expect(await screen.findByRole('img', { name: 'Current image of the reading club' })).toBeTruthy();
    submit('Create');
    expect(await screen.findByText('File size too big')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Boekenwurmen',
      description: 'We lezen elke vrijdag.',
      avatar: 'data:image/png;base64,iVBORw==',
    });
  });

  it('tells the image limits beside the field and refuses a too big or too large image before sending (seed 001 §5)', async () => {
    const onSubmit = vi.fn(async () => []);
    await renderInShop(<ClubForm submitLabel="Create" onSubmit={onSubmit} onCancel={vi.fn()} />, {
      store: 'en-be',
    });
    const field = screen.getByLabelText(/Image/);
    expect(field.getAttribute('accept')).toBe('image/jpeg,image/png');
    expect(screen.getByText('JPEG or PNG, at most 512 kB and 512 × 512 px')).toBeTruthy();
    type(/Name of the reading club/, 'Boekenwurmen');

    const heavy = new File([new Uint8Array(512 * 1024 + 1)], 'zwaar.png', { type: 'image/png' });
    fireEvent.change(field, { target: { files: [heavy] } });
    expect(await screen.findByText('File size too big')).toBeTruthy();

    vi.mocked(readImageSize).mockResolvedValueOnce({ width: 513, height: 512 });
    const wide = new File([new Uint8Array(512 * 1024)], 'breed.jpg', { type: 'image/jpeg' });
    fireEvent.change(field, { target: { files: [wide] } });
    expect(await screen.findByText('The image may be at most 512 × 512 px.')).toBeTruthy();
    submit('Create');
    expect(onSubmit).not.toHaveBeenCalled();

    const gif = new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' });
    fireEvent.change(field, { target: { files: [gif] } });
    expect(await screen.findByText('The image must be a JPEG or PNG.')).toBeTruthy();

    // Exactly 512 kB and 512 × 512 px is taken.
    vi.mocked(readImageSize).mockResolvedValueOnce({ width: 512, height: 512 });
    fireEvent.change(field, { target: { files: [wide] } });
    expect(await screen.findByRole('img', { name: 'Current image of the reading club' })).toBeTruthy();
    submit('Create');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  });

  it("stops each text at its field's maximum and says it when a longer one is there (seed 001 §5)", async () => {
    const onSubmit = vi.fn(async () => []);
    await renderInShop(<ClubForm submitLabel="Create" onSubmit={onSubmit} onCancel={vi.fn()} />, {
      store: 'en-be',
    });
    expect(screen.getByLabelText(/Name of the reading club/).getAttribute('maxlength')).toBe('60');
    expect(screen.getByLabelText(/Description/).getAttribute('maxlength')).toBe('500');
    // A value set around the attribute (pasted by a script, filled in): the rule still says it.
    type(/Name of the reading club/, 'C'.repeat(61));
    submit('Create');
    expect(await screen.findByText('A maximum of 60 characters applies.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("the staff forms' maxima and letters rules (seed 001 §5)", () => {
  it('stops a class name at 40 and says letters or numbers only', async () => {
    const onSubmit = vi.fn(async () => []);
    await renderInShop(<ClassForm submitLabel="Save" onSubmit={onSubmit} onCancel={vi.fn()} />, {
      store: 'en-be',
    });
    expect(screen.getByLabelText(/Class name/).getAttribute('maxlength')).toBe('40');
    type(/Class name/, 'Klas 3/4');
    fireEvent.change(screen.getByLabelText(/Grade/), { target: { value: '3' } });
    submit('Save');
    expect(await screen.findByText('This field accepts letters or numbers only.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("stops a teacher's names at 50 and says both together may have 80", async () => {
    const onSubmit = vi.fn(async () => []);
    await renderInShop(<TeacherForm submitLabel="Save" onSubmit={onSubmit} onCancel={vi.fn()} />, {
      store: 'en-be',
    });
    expect(screen.getByLabelText(/First name/).getAttribute('maxlength')).toBe('50');
    expect(screen.getByLabelText(/Last name/).getAttribute('maxlength')).toBe('50');
    expect(screen.getByLabelText(/Title/).getAttribute('maxlength')).toBe('20');
    type(/E-mail address/, 'juf@school.be');
    type(/First name/, 'A'.repeat(40));
    type(/Last name/, 'B'.repeat(40));
    submit('Save');
    expect(await screen.findByText('A maximum of 80 characters between first and last name.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

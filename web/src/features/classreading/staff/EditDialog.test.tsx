import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { renderInShop } from '../../../../test/render';
import { EditDialog } from './EditDialog';
import { useEditDialog } from './useEditDialog';

interface Row {
  id: string;
  name: string;
}

const TAKEN: UserError = { code: 'STUDENT_NAME_TAKEN', message: 'A student with this name already exists.' };

/** A list like the staff lists: rows with an edit button, an add button, and a save that may be refused. */
function Rows({ answer }: { answer: readonly UserError[] }) {
  const [rows, setRows] = useState<Row[]>([
    { id: '11', name: 'Lotte' },
    { id: '12', name: 'Noor' },
  ]);
  const [outcome, setOutcome] = useState('');
  const editor = useEditDialog<Row | 'new'>();
  const heading = useRef<HTMLHeadingElement>(null);
  const save = async (editing: Row | 'new') => {
    // Like a pupil moved to another class: an accepted edit takes the row off the list.
    if (answer.length === 0 && editing !== 'new') setRows(rows.filter((row) => row.id !== editing.id));
    return answer;
  };
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Rows
      </h2>
      <button type="button" onClick={() => editor.open('new')}>
        Add
      </button>
      {rows.map((row) => (
        <button key={row.id} type="button" onClick={() => editor.open(row)}>
          Edit {row.name}
        </button>
      ))}
      <output>{outcome}</output>
      <EditDialog
        dialog={editor}
        returnFocus={heading}
        title={(editing) => (editing === 'new' ? 'New row' : `Edit ${editing.name}`)}
      >
        {(editing) => (
          <>
            <p>Editing {editing === 'new' ? 'a new row' : editing.name}</p>
            <button
              type="button"
              onClick={() =>
                void editor
                  .closeOnSuccess(save(editing))
                  .then((errors) => setOutcome(errors.map((error) => error.code).join()))
              }
            >
              Save
            </button>
            <button type="button" onClick={editor.close}>
              Cancel
            </button>
          </>
        )}
      </EditDialog>
    </>
  );
}

async function openWith(answer: readonly UserError[], name: string) {
  await renderInShop(<Rows answer={answer} />, { store: 'en-be' });
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('EditDialog and useEditDialog (the staff lists’ add/edit dialog)', () => {
  it('opens for what is edited, with its title and its form, and renders nothing while closed', async () => {
    await renderInShop(<Rows answer={[]} />, { store: 'en-be' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('dialog', { name: 'New row' }).textContent).toContain('Editing a new row');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Noor' }));
    expect(screen.getByRole('dialog', { name: 'Edit Noor' }).textContent).toContain('Editing Noor');
  });

  it('stays open with the refusal handed back to the form, the focus inside', async () => {
    await openWith([TAKEN], 'Add');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('STUDENT_NAME_TAKEN')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New row' })).toBeTruthy();
  });

  it('closes once saved, and gives the focus back to the button that opened it', async () => {
    const opener = await openWith([], 'Add');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus to the list’s heading when the opener’s row is gone after the save', async () => {
    await openWith([], 'Edit Lotte');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Edit Lotte' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rows' }));
  });

  it('closes on Escape without saving', async () => {
    const opener = await openWith([], 'Edit Noor');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(2);
    expect(document.activeElement).toBe(opener);
  });
});

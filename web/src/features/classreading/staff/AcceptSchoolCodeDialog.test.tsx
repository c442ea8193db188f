import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../../../../test/render';
import { AcceptSchoolCodeDialog } from './AcceptSchoolCodeDialog';

const props = { open: true, current: '0000012345', proposal: '4821937065' };

describe('accepting a proposed school code (seed 001 §4: irreversible)', () => {
  it('says plainly which code stops, which one starts, and that it cannot be undone', async () => {
    const onConfirm = vi.fn();
    await renderInShop(<AcceptSchoolCodeDialog {...props} onConfirm={onConfirm} onCancel={vi.fn()} />, {
      store: 'en-be',
    });
    const dialog = screen.getByRole('dialog', { name: 'Start using the new school code?' });
    expect(dialog.textContent).toContain(
      'From now on, pupils log in with school code 4821937065. The current code 0000012345 stops working.',
    );
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Start using school code 4821937065' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('says it in Dutch, and cancelling accepts nothing', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderInShop(<AcceptSchoolCodeDialog {...props} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Nieuwe schoolcode in gebruik nemen?' }).textContent).toContain(
      'Dit kan niet ongedaan gemaakt worden.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be confirmed twice while the acceptance is on its way', async () => {
    await renderInShop(<AcceptSchoolCodeDialog {...props} busy onConfirm={vi.fn()} onCancel={vi.fn()} />, {
      store: 'en-be',
    });
    const confirm = screen.getByRole('button', { name: 'Start using school code 4821937065' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('confirms with the action button and cancels with Annuleren', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderInShop(
      <ConfirmDialog
        open
        title="Verwijderen?"
        confirmLabel="Verwijderen"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>Het boek gaat uit je winkelmandje.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Verwijderen?' });
    expect(dialog.textContent).toContain('Het boek gaat uit je winkelmandje.');
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the action from being confirmed twice while it is on its way', async () => {
    const onConfirm = vi.fn();
    await renderInShop(
      <ConfirmDialog
        open
        busy
        title="Verwijderen?"
        confirmLabel="Verwijderen"
        onConfirm={onConfirm}
        onCancel={() => {}}
      >
        <p>Tekst</p>
      </ConfirmDialog>,
    );
    const confirm = screen.getByRole('button', { name: 'Verwijderen' });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing inside while closed', async () => {
    await renderInShop(
      <ConfirmDialog
        open={false}
        title="Verwijderen?"
        confirmLabel="Verwijderen"
        onConfirm={() => {}}
        onCancel={() => {}}
      >
        <p>Tekst</p>
      </ConfirmDialog>,
    );
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
  });
});

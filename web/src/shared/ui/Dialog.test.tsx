import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInShop } from '../../../test/render';
import { Dialog, Drawer } from './Dialog';

function Opener({ drawer = false }: { drawer?: boolean }) {
  const [open, setOpen] = useState(false);
  const Box = drawer ? Drawer : Dialog;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Openen
      </button>
      <Box open={open} onClose={() => setOpen(false)} title="Filters" data-testid="box">
        <button type="button">Eerste</button>
        <input aria-label="Laatste" />
      </Box>
    </>
  );
}

async function openIt(drawer = false) {
  await renderInShop(<Opener drawer={drawer} />);
  const opener = screen.getByRole('button', { name: 'Openen' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog and Drawer', () => {
  it('opens as a modal named by its title, and renders nothing inside while closed', async () => {
    await renderInShop(<Opener />);
    const dialog = screen.getByTestId('box') as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole('button', { name: 'Eerste' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Openen' }));
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBe(dialog);
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(true);
  });

  it.each([false, true])(
    'closes on Escape and gives the focus back to the opener (drawer: %s)',
    async (drawer) => {
      const opener = await openIt(drawer);
      const dialog = screen.getByTestId('box') as HTMLDialogElement;
      screen.getByRole('button', { name: 'Eerste' }).focus();
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(dialog.open).toBe(false);
      expect(document.activeElement).toBe(opener);
      expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false);
    },
  );

  it('closes with its close button and on a click on the backdrop, not on a click inside', async () => {
    await openIt();
    const dialog = screen.getByTestId('box') as HTMLDialogElement;
    fireEvent.click(screen.getByRole('button', { name: 'Eerste' }));
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Openen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(dialog.open).toBe(false);
  });

  it('keeps Tab inside: from the last control to the first, and back with Shift+Tab', async () => {
    await openIt();
    const dialog = screen.getByTestId('box');
    const close = screen.getByRole('button', { name: 'Sluiten' });
    const last = screen.getByRole('textbox', { name: 'Laatste' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

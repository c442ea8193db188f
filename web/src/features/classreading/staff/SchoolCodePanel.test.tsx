import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../../../../test/render';
import { SchoolCodePanel, type SchoolCodeAction } from './SchoolCodePanel';

const code = '0000012345';
const proposal = '4821937065';

describe('school code panel (seed 001 §4 School code)', () => {
  it('proposes a code when none is proposed', async () => {
    const onAction = vi.fn(async () => []);
    await renderInShop(<SchoolCodePanel schoolCode={{ code, proposal: null }} onAction={onAction} />, {
      store: 'en-be',
    });
    expect(screen.getByTestId('school-code-active').textContent).toBe(code);
    fireEvent.click(screen.getByRole('button', { name: 'Propose a new school code' }));
    expect(onAction).toHaveBeenCalledWith('propose');
  });

  it('renews a proposal', async () => {
    const onAction = vi.fn(async (_action: SchoolCodeAction) => []);
    await renderInShop(<SchoolCodePanel schoolCode={{ code, proposal }} onAction={onAction} />, {
      store: 'en-be',
    });
    expect(screen.getByTestId('school-code-proposal').textContent).toBe(proposal);
    fireEvent.click(screen.getByRole('button', { name: 'Propose another code' }));
    expect(onAction).toHaveBeenCalledWith('renew');
  });

  it('accepts only after the irreversible confirmation, then says the old code stopped working', async () => {
    const onAction = vi.fn(async (_action: SchoolCodeAction) => []);
    await renderInShop(<SchoolCodePanel schoolCode={{ code, proposal }} onAction={onAction} />, {
      store: 'en-be',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start using the proposed code' }));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').textContent).toContain('This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: `Start using school code ${proposal}` }));
    expect(onAction).toHaveBeenCalledWith('accept');
    expect(
      await screen.findByText(`School code ${proposal} is now in use. The previous code no longer works.`),
    ).toBeTruthy();
  });

  it("shows the programme's refusal in the store view's language", async () => {
    const onAction = async () => [
      { code: 'NO_PROPOSED_SCHOOL_CODE', message: 'There is no proposed school code.' },
    ];
    await renderInShop(<SchoolCodePanel schoolCode={{ code, proposal }} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Andere code voorstellen' }));
    expect(await screen.findByText('Er is geen voorgestelde schoolcode.')).toBeTruthy();
  });
});

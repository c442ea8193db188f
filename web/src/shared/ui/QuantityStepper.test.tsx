import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { QuantityStepper } from './QuantityStepper';

describe('QuantityStepper', () => {
  it('asks for one more and one less, in a group named by what it counts', async () => {
    const onChange = vi.fn();
    await renderInShop(
      <QuantityStepper value={2} onChange={onChange} label="Aantal van De kleine ijsbeer" />,
    );
    const group = screen.getByRole('group', { name: 'Aantal van De kleine ijsbeer' });
    expect(group.textContent).toContain('2');
    fireEvent.click(screen.getByRole('button', { name: 'Eén meer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Eén minder' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  it('does not go below the minimum or above the maximum', async () => {
    await renderInShop(<QuantityStepper value={1} max={1} onChange={() => {}} label="Aantal" />);
    expect(screen.getByRole('button', { name: 'Eén minder' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Eén meer' })).toHaveProperty('disabled', true);
  });

  it('waits while a change is on its way', async () => {
    await renderInShop(<QuantityStepper value={3} busy onChange={() => {}} label="Aantal" />);
    expect(screen.getByRole('group', { name: 'Aantal' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Eén meer' })).toHaveProperty('disabled', true);
  });
});

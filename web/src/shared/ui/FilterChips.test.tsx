import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilterChips, type FilterChip } from './FilterChips';

const chip = (key: string, label: string, onRemove = () => {}): FilterChip => ({
  key,
  label,
  removeLabel: `Filter ${label} verwijderen`,
  onRemove,
});

describe('FilterChips', () => {
  it('names each chip a button that removes its filter, with the label it shows', () => {
    const onRemove = vi.fn();
    render(<FilterChips label="Actieve filters" chips={[chip('age', 'Leeftijd: 6–8 jaar', onRemove)]} />);
    expect(screen.getByRole('list', { name: 'Actieve filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filter Leeftijd: 6–8 jaar verwijderen' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('offers to clear all only when more than one filter is in force, and shows nothing without filters', () => {
    const onClear = vi.fn();
    const clearAll = { label: 'Wis alle filters', onClear };
    const { rerender, container } = render(
      <FilterChips label="Actieve filters" chips={[chip('age', 'Leeftijd: 6–8 jaar')]} clearAll={clearAll} />,
    );
    expect(screen.queryByRole('button', { name: 'Wis alle filters' })).toBeNull();
    rerender(
      <FilterChips
        label="Actieve filters"
        chips={[chip('age', 'Leeftijd: 6–8 jaar'), chip('format', 'Formaat: Prentenboek')]}
        clearAll={clearAll}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wis alle filters' }));
    expect(onClear).toHaveBeenCalledOnce();
    rerender(<FilterChips label="Actieve filters" chips={[]} clearAll={clearAll} />);
    expect(container.innerHTML).toBe('');
  });
});

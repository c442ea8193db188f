import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DetailsList } from './DetailsList';

describe('DetailsList', () => {
  it('shows each term beside its value and leaves out rows without a value', () => {
    render(
      <DetailsList
        rows={[
          { key: 'age', term: 'Leeftijd', details: '4-6 jaar' },
          { key: 'series', term: 'Reeks', details: null },
          { key: 'theme', term: 'Thema', details: '' },
          { key: 'authors', term: 'Auteurs', details: [] },
          { key: 'format', term: 'Uitvoering', details: <em>Hardcover</em> },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Leeftijd', 'Uitvoering']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '4-6 jaar',
      'Hardcover',
    ]);
  });

  it('renders nothing when no row has a value', () => {
    const { container } = render(<DetailsList rows={[{ key: 'series', term: 'Reeks', details: null }]} />);
    expect(container.innerHTML).toBe('');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HeaderAction, HeaderActionLink } from './HeaderAction';

describe('HeaderAction', () => {
  it('is a button named by its word and count, with its count reachable by test id', () => {
    const onClick = vi.fn();
    render(
      <HeaderAction
        icon={<svg aria-hidden="true" />}
        label="Winkelmandje"
        count={2}
        countProps={{ 'data-testid': 'minicart-count' }}
        aria-expanded={false}
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: 'Winkelmandje 2' });
    expect(button.getAttribute('type')).toBe('button');
    expect(screen.getByTestId('minicart-count').textContent).toBe('2');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('takes its name from aria-label when the count is only shown', () => {
    render(
      <HeaderAction
        icon={<svg aria-hidden="true" />}
        count={3}
        countProps={{ 'aria-hidden': true }}
        aria-label="Vergelijken (3)"
      />,
    );
    expect(screen.getByRole('button', { name: 'Vergelijken (3)' })).toBeTruthy();
  });
});

describe('HeaderActionLink', () => {
  it('is a link named by its word, without a count', () => {
    render(
      <MemoryRouter>
        <HeaderActionLink icon={<svg aria-hidden="true" />} label="Inloggen" to="/nl-be/login" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Inloggen' });
    expect(link.getAttribute('href')).toBe('/nl-be/login');
    expect(link.textContent).toBe('Inloggen');
  });
});

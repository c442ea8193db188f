import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DisclosureMenu } from './DisclosureMenu';

function renderMenu() {
  return render(
    <>
      <DisclosureMenu
        label="Mijn account"
        trigger={(props) => (
          <button type="button" {...props}>
            An
          </button>
        )}
        items={[
          <a key="account" href="#account">
            Mijn account
          </a>,
          <button key="logout" type="button">
            Uitloggen
          </button>,
        ]}
      />
      <p>Elders</p>
    </>,
  );
}

describe('DisclosureMenu', () => {
  it('shows its entries while open and says so on its button', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'An' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mijn account' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Mijn account' }).id).toBe(
      button.getAttribute('aria-controls'),
    );
    expect(screen.getByRole('link', { name: 'Mijn account' })).toBeTruthy();
  });

  it('closes on Escape with the focus back on its button, on a click outside, and once an entry is used', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'An' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Mijn account' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Elders'));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

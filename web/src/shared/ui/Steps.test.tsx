import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { Steps } from './Steps';

describe('Steps', () => {
  it('marks the current step and links back to the steps done, not to the ones ahead', async () => {
    await renderInShop(
      <Steps
        label="Stappen"
        current="shipping"
        steps={[
          { key: 'personal', label: 'Gegevens', to: '/nl-be/checkout?step=personal' },
          { key: 'shipping', label: 'Verzending', to: '/nl-be/checkout?step=shipping' },
          { key: 'payment', label: 'Betaling' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Stappen' });
    expect(screen.getByRole('link', { name: 'Gegevens' }).getAttribute('href')).toBe(
      '/nl-be/checkout?step=personal',
    );
    expect(screen.queryByRole('link', { name: 'Verzending' })).toBeNull();
    expect(screen.getByText('Verzending').getAttribute('aria-current')).toBe('step');
    expect(screen.queryByRole('link', { name: 'Betaling' })).toBeNull();
    expect(nav.querySelectorAll('li')).toHaveLength(3);
  });

  it('ticks a finished step, and screen readers hear it is completed', async () => {
    await renderInShop(
      <Steps
        label="Stappen"
        current="payment"
        steps={[
          { key: 'personal', label: 'Gegevens', to: '/p', done: true },
          { key: 'shipping', label: 'Verzending', to: '/s', done: true },
          { key: 'payment', label: 'Betaling', to: '/b' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Gegevens (afgerond)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verzending (afgerond)' })).toBeTruthy();
    expect(screen.getByText('Betaling').textContent).toBe('Betaling');
    const items = screen.getByRole('navigation').querySelectorAll('li');
    expect([...items].map((item) => item.querySelector('svg') !== null)).toEqual([true, true, false]);
  });
});

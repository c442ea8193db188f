import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { useNotifications, type NotificationInput } from './Notifications';

function Notify({ input, label = 'notify' }: { input: NotificationInput; label?: string }) {
  const { notify } = useNotifications();
  return (
    <button type="button" onClick={() => notify(input)}>
      {label}
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('notifications (seed 000 §4)', () => {
  it('shows a notification for 5000 ms in the polite live region', async () => {
    await renderInShop(
      <Notify input={{ type: 'success', message: 'Product has been added to the cart!' }} />,
    );
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    const shown = screen.getByTestId('notification');
    expect(shown.textContent).toContain('Product has been added to the cart!');
    expect(shown.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByTestId('notification')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('notification')).toBeNull();
  });

  it('keeps a notification without a timeout until it is dismissed, and reads errors out as alerts', async () => {
    await renderInShop(<Notify input={{ type: 'error', message: 'Mislukt', hasNoTimeout: true }} />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    act(() => vi.advanceTimersByTime(60_000));
    const shown = screen.getByTestId('notification');
    expect(shown.closest('[role="alert"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByTestId('notification')).toBeNull();
  });

  it('ignores a message identical to the last one', async () => {
    await renderInShop(
      <>
        <Notify input={{ type: 'success', message: 'Bijgewerkt' }} />
        <Notify input={{ type: 'info', message: 'Anders' }} label="other" />
      </>,
    );
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(screen.getAllByTestId('notification')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'other' }));
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(screen.getAllByTestId('notification')).toHaveLength(3);
  });
});

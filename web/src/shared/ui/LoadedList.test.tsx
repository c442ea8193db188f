import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { LoadedList } from './StatusMessages';

const list = (state: { loading?: boolean; failed?: boolean; empty?: boolean }) =>
  renderInShop(
    <LoadedList
      loading={state.loading ?? false}
      failed={state.failed ?? false}
      empty={state.empty ?? false}
      emptyMessage="Er zijn nog geen leeslijsten."
      rowHeight="3.5rem"
    >
      <ul>
        <li>3A</li>
      </ul>
    </LoadedList>,
  );

describe('LoadedList: a list of a page in its four states', () => {
  it('shows skeleton rows while the first answer is on its way, and nothing of the list', async () => {
    await list({ loading: true, failed: true, empty: true });
    expect(screen.getByTestId('loading').textContent).toBe('Laden…');
    expect(screen.queryByText('Er is iets misgegaan. Probeer het later opnieuw.')).toBeNull();
    expect(screen.queryByText('3A')).toBeNull();
    expect(screen.queryByText('Er zijn nog geen leeslijsten.')).toBeNull();
  });

  it('says something went wrong when no answer came', async () => {
    await list({ failed: true, empty: true });
    const error = screen.getByText('Er is iets misgegaan. Probeer het later opnieuw.');
    expect(error.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('Er zijn nog geen leeslijsten.')).toBeNull();
  });

  it('offline, says the page is not available offline (seed 000 §8) rather than that something went wrong', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await list({ failed: true, empty: true });
      expect(screen.getByTestId('not-available-offline')).toBeTruthy();
      expect(screen.queryByText('Er is iets misgegaan. Probeer het later opnieuw.')).toBeNull();
    } finally {
      offline.mockRestore();
    }
  });

  it('announces the empty state', async () => {
    await list({ empty: true });
    expect(screen.getByText('Er zijn nog geen leeslijsten.').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('3A')).toBeNull();
  });

  it('shows the list once there is something in it', async () => {
    await list({});
    expect(screen.getByText('3A')).toBeTruthy();
    expect(screen.queryByText('Er zijn nog geen leeslijsten.')).toBeNull();
  });
});

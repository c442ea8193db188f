import { describe, expect, it } from 'vitest';
import { addNotification, DEFAULT_TIME_TO_LIVE_MS, removeNotification } from './notificationQueue';

describe('notifications (seed 000 §4)', () => {
  it('lives 5000 ms by default', () => {
    const [added] = addNotification(
      [],
      { type: 'success', message: 'Product has been added to the cart!' },
      'a',
    );
    expect(added).toMatchObject({ id: 'a', timeToLive: DEFAULT_TIME_TO_LIVE_MS, hasNoTimeout: false });
    expect(DEFAULT_TIME_TO_LIVE_MS).toBe(5000);
  });

  it('ignores a message identical to the last one', () => {
    const once = addNotification([], { type: 'success', message: 'Product quantity has been updated!' }, 'a');
    expect(
      addNotification(once, { type: 'success', message: 'Product quantity has been updated!' }, 'b'),
    ).toBe(once);
  });

  it('adds the same message again once another came in between', () => {
    let list = addNotification([], { type: 'success', message: 'A' }, 'a');
    list = addNotification(list, { type: 'error', message: 'B' }, 'b');
    list = addNotification(list, { type: 'success', message: 'A' }, 'c');
    expect(list.map((n) => n.id)).toEqual(['a', 'b', 'c']);
  });

  it('removes by id', () => {
    const list = addNotification([], { type: 'info', message: 'A' }, 'a');
    expect(removeNotification(list, 'a')).toEqual([]);
  });
});

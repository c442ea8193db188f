import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitSessionChange, onSessionChange, type SessionChange } from './sessionEvents';

describe('session change events', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('tells every listener of a login and of a logout, in order', () => {
    const heard: SessionChange[] = [];
    stops.push(onSessionChange((change) => heard.push(change)));
    emitSessionChange('login');
    emitSessionChange('logout');
    expect(heard).toEqual(['login', 'logout']);
  });

  it('stops telling a listener once it unsubscribed', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    stop();
    emitSessionChange('logout');
    expect(listener).not.toHaveBeenCalled();
  });

  it('still tells the other listeners when one of them fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cleared = vi.fn();
    stops.push(
      onSessionChange(() => {
        throw new Error('storage blocked');
      }),
    );
    stops.push(onSessionChange(cleared));
    emitSessionChange('logout');
    expect(cleared).toHaveBeenCalledWith('logout');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

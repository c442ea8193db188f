import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitSessionChange, onSessionChange } from './sessionEvents';

describe('session events', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('tells every listener of a login and a logout, in order', () => {
    const heard: string[] = [];
    stops.push(onSessionChange((event) => heard.push(`a:${event}`)));
    stops.push(onSessionChange((event) => heard.push(`b:${event}`)));
    emitSessionChange('login');
    emitSessionChange('logout');
    expect(heard).toEqual(['a:login', 'b:login', 'a:logout', 'b:logout']);
  });

  it('stops telling a listener that unsubscribed', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    stop();
    emitSessionChange('logout');
    expect(listener).not.toHaveBeenCalled();
  });

  it('still tells the others when one listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const listener = vi.fn();
    stops.push(
      onSessionChange(() => {
        throw new Error('broken');
      }),
    );
    stops.push(onSessionChange(listener));
    emitSessionChange('logout');
    expect(listener).toHaveBeenCalledWith('logout');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

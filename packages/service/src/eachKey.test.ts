import { describe, expect, it } from 'vitest';
import { loadEachKey } from './eachKey';

describe('loadEachKey', () => {
  it('answers every key in order, keeping failures in their own slot', async () => {
    const answers = await loadEachKey(['a', 'boom', 'c'], async (key) => {
      if (key === 'boom') throw new Error('upstream down');
      return key.toUpperCase();
    });
    expect(answers[0]).toBe('A');
    expect(answers[1]).toBeInstanceOf(Error);
    expect((answers[1] as Error).message).toBe('upstream down');
    expect(answers[2]).toBe('C');
  });

  it('wraps a rejection that is not an Error', async () => {
    const [answer] = await loadEachKey([1], () => Promise.reject('plain'));
    expect(answer).toBeInstanceOf(Error);
    expect((answer as Error).message).toBe('plain');
  });
});

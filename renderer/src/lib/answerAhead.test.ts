import { describe, expect, it } from 'vitest';
import { AnswerAhead } from './answerAhead';

describe('an answer sent ahead (issue 29 §4)', () => {
  it('is handed once to the first asker of the same key', async () => {
    const ahead = new AnswerAhead<string>(10_000);
    ahead.put('rides,fleet', Promise.resolve('figures'), 0);
    const taken = ahead.take('rides,fleet', 500);
    expect(taken).not.toBeNull();
    await expect(taken).resolves.toBe('figures');
    expect(ahead.take('rides,fleet', 600)).toBeNull();
  });

  it('is not handed for another key, and is gone after that', () => {
    const ahead = new AnswerAhead<string>(10_000);
    ahead.put('rides,fleet', Promise.resolve('figures'), 0);
    expect(ahead.take('rides', 100)).toBeNull();
    expect(ahead.take('rides,fleet', 100)).toBeNull();
  });

  it('is not handed once it is older than its freshness', () => {
    const ahead = new AnswerAhead<string>(10_000);
    ahead.put('k', Promise.resolve('old'), 0);
    expect(ahead.take('k', 10_001)).toBeNull();
  });

  it('is not handed after it was dropped (sign-out)', () => {
    const ahead = new AnswerAhead<string>(10_000);
    ahead.put('k', Promise.resolve('theirs'), 0);
    ahead.drop();
    expect(ahead.take('k', 1)).toBeNull();
  });

  it('hands a failure to its taker, and an untaken failure is no unhandled rejection', async () => {
    const ahead = new AnswerAhead<string>(10_000);
    ahead.put('k', Promise.reject(new Error('refused')), 0);
    await expect(ahead.take('k', 1)).rejects.toThrow('refused');
    ahead.put('k', Promise.reject(new Error('nobody asked')), 0);
    ahead.drop();
    // An unhandled rejection would fail this file (Vitest reports them as errors).
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});

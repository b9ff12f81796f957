import { describe, expect, it } from 'vitest';
import { Turns } from './turns';

/** A promise the test resolves when it wants a running turn to end. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe("the embedded database's queue (issue 24)", () => {
  it('runs one turn at a time, in order within a priority', async () => {
    const turns = new Turns();
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const work = (name: string) => async () => {
      started.push(name);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
    };
    await Promise.all(['a', 'b', 'c', 'd'].map((name) => turns.run('reads', work(name))));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(most).toBe(1);
  });

  it('starts a waiting interactive turn before reads queued earlier, after the one running', async () => {
    const turns = new Turns();
    const started: string[] = [];
    const first = gate();
    const running = turns.run('reads', async () => {
      started.push('read 1');
      await first.promise;
    });
    const queued = [2, 3, 4].map((n) => turns.run('reads', async () => void started.push(`read ${n}`)));
    const background = turns.run('background', async () => void started.push('export'));
    const write = turns.run('interactive', async () => void started.push('set pending'));
    expect(turns.waiting()).toEqual({ interactive: 1, reads: 3, background: 1 });
    first.open();
    await Promise.all([running, ...queued, background, write]);
    expect(started).toEqual(['read 1', 'set pending', 'read 2', 'read 3', 'read 4', 'export']);
  });

  it('lets turns that waited past the bound through between higher ones, one at a time', async () => {
    let now = 0;
    const turns = new Turns(() => now, 1_000);
    const started: string[] = [];
    const first = gate();
    const running = turns.run('interactive', async () => {
      started.push('write 1');
      await first.promise;
    });
    const old = [1, 2].map((n) => turns.run('background', async () => void started.push(`job ${n}`)));
    now = 1_500;
    const fresh = [2, 3].map((n) => turns.run('interactive', async () => void started.push(`write ${n}`)));
    first.open();
    await Promise.all([running, ...old, ...fresh]);
    expect(started).toEqual(['write 1', 'job 1', 'write 2', 'job 2', 'write 3']);
  });

  it("holds the connection a moment after an interactive turn for the same caller's next statement", async () => {
    const turns = new Turns(undefined, undefined, 50);
    const started: string[] = [];
    const first = gate();
    const running = turns.run('reads', async () => {
      started.push('read 1');
      await first.promise;
    });
    const reads = [2, 3].map((n) => turns.run('reads', async () => void started.push(`read ${n}`)));
    // An action of two statements, the second sent a few ms after the first's answer.
    const action = turns
      .run('interactive', async () => void started.push('action 1'))
      .then(() => new Promise((resolve) => setTimeout(resolve, 5)))
      .then(() => turns.run('interactive', async () => void started.push('action 2')));
    first.open();
    await Promise.all([running, ...reads, action]);
    expect(started).toEqual(['read 1', 'action 1', 'action 2', 'read 2', 'read 3']);
  });

  it('passes a failure to its caller and goes on with the next turn', async () => {
    const turns = new Turns();
    const failed = turns.run('reads', () => Promise.reject(new Error('boom')));
    const next = turns.run('reads', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('next');
    const thrown = turns.run('interactive', () => {
      throw new Error('sync');
    });
    await expect(thrown).rejects.toThrow('sync');
    expect(await turns.run('background', async () => 1)).toBe(1);
  });
});

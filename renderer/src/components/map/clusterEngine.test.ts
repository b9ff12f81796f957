import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InlineEngine } from './clusterEngine';
import type { ClustersFromWorker } from './clusterMessages';
import { unpack } from './packedItems';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('InlineEngine (the worker engine answers the same way)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the first view at once from load: the first drawing waits for nothing', () => {
    const engine = new InlineEngine();
    const heard = vi.fn();
    engine.onClusters(heard);
    const first = engine.load(new Float64Array([30, 30.5]), new Float64Array([31, 31.5]), new Uint8Array(2), {
      seq: 7,
      bbox: WORLD,
      zoom: 18,
    });
    expect(first).toMatchObject({ type: 'clusters', seq: 7 });
    expect(
      unpack(first.packed)
        .map((item) => item.slot)
        .sort(),
    ).toEqual([0, 1]);
    // Returned, not also sent: the layer would paint the same view twice.
    expect(heard).not.toHaveBeenCalled();
    engine.destroy();
  });

  it('a batch of moves is answered once, right after it, with the clusters it changed', () => {
    const engine = new InlineEngine();
    const answers: ClustersFromWorker[] = [];
    engine.onClusters((answer) => answers.push(answer));
    engine.load(new Float64Array([30, 30.5]), new Float64Array([31, 31.5]), new Uint8Array(2), {
      seq: 1,
      bbox: WORLD,
      zoom: 10,
    });
    // The load was a build: nothing moved, nothing answered.
    vi.advanceTimersByTime(1500);
    expect(answers).toHaveLength(0);
    engine.move(new Int32Array([1]), new Float64Array([30.00001]), new Float64Array([31.00001]));
    engine.move(new Int32Array([0]), new Float64Array([30.00002]), new Float64Array([31.00002]));
    vi.advanceTimersByTime(0);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ seq: 1 });
    expect(unpack(answers[0]!.packed)).toMatchObject([{ count: 2, slot: -1 }]);
    vi.advanceTimersByTime(5000);
    expect(answers).toHaveLength(1);
    engine.destroy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClusterItem } from './clusterItem';
import type { ClustersFromWorker } from './clusterMessages';
import { ClusterWorkerCore, type Painting } from './clusterWorkerCore';
import type { FrameClock } from './paintScheduler';
import type { ViewFrame } from './viewFrame';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];
const FRAME: ViewFrame = { zoom: 18, originX: 0, originY: 0, width: 100, height: 100, ratio: 1 };
const immediateFrames: FrameClock = {
  request: (callback) => setTimeout(callback, 0) as unknown as number,
  cancel: (handle) => clearTimeout(handle),
};

interface Paint {
  items: readonly ClusterItem[];
  positions: Array<[number, number]>;
  colours: number[];
}

function setup() {
  const answers: ClustersFromWorker[] = [];
  const paints: Paint[] = [];
  const core = new ClusterWorkerCore((answer) => answers.push(answer), immediateFrames);
  const painting: Painting = {
    paint: (_frame, items, position, colourOf) =>
      paints.push({
        items,
        positions: items.map((item) => position(item.slot)),
        colours: items.map((item) => colourOf(item.slot)),
      }),
  };
  return { answers, paints, core, painting };
}

const load = (answer: boolean) =>
  ({
    type: 'load',
    lat: new Float64Array([30, 30.5]),
    lng: new Float64Array([31, 31.5]),
    colours: new Uint8Array([0, 1]),
    view: { seq: 1, bbox: WORLD, zoom: 18, frame: FRAME },
    answer,
  }) as const;

describe('ClusterWorkerCore (the worker that paints)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('indexes, paints and then answers the first view itself when it holds the canvas', () => {
    const { answers, paints, core, painting } = setup();
    core.paintWith(painting);
    core.handle(load(true));
    expect(paints).toHaveLength(1);
    expect(paints[0]!.colours.sort()).toEqual([0, 1]);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ seq: 1 });
    expect(answers[0]!.paintMs).toBeGreaterThanOrEqual(0);
    core.destroy();
  });

  it('does not answer a view the map already drew (painting on the main thread)', () => {
    const { answers, core } = setup();
    core.handle(load(false));
    expect(answers).toHaveLength(0);
    core.handle({ type: 'query', seq: 2, bbox: WORLD, zoom: 18 });
    expect(answers).toHaveLength(1);
    expect(answers[0]!.paintMs).toBeUndefined();
    core.destroy();
  });

  it('a tick paints once: the moved pin with the rebuilt clusters, at its new place', () => {
    const { answers, paints, core, painting } = setup();
    core.paintWith(painting);
    core.handle(load(true));
    vi.advanceTimersByTime(2000);
    core.handle({
      type: 'move',
      slots: new Int32Array([1]),
      lat: new Float64Array([30.6]),
      lng: new Float64Array([31.6]),
    });
    vi.advanceTimersByTime(0);
    expect(answers).toHaveLength(2);
    expect(paints).toHaveLength(2);
    expect(paints[1]!.positions).toContainEqual([30.6, 31.6]);
    vi.advanceTimersByTime(1000);
    expect(paints).toHaveLength(2);
    core.destroy();
  });

  it('a moved pin repaints within 150 ms while the index waits for its once-a-second rebuild', () => {
    const { answers, paints, core, painting } = setup();
    core.paintWith(painting);
    core.handle(load(true));
    // Right after the load: the rebuild may not run for a second.
    core.handle({
      type: 'move',
      slots: new Int32Array([0]),
      lat: new Float64Array([30.1]),
      lng: new Float64Array([31.1]),
    });
    vi.advanceTimersByTime(151);
    expect(answers).toHaveLength(1);
    expect(paints).toHaveLength(2);
    expect(paints[1]!.positions).toContainEqual([30.1, 31.1]);
    core.destroy();
  });

  it('a move of a vehicle inside a cluster waits for the rebuild', () => {
    const { paints, core, painting } = setup();
    core.paintWith(painting);
    core.handle({ ...load(true), view: { seq: 1, bbox: WORLD, zoom: 1, frame: FRAME } });
    core.handle({
      type: 'move',
      slots: new Int32Array([0]),
      lat: new Float64Array([30.1]),
      lng: new Float64Array([31.1]),
    });
    vi.advanceTimersByTime(500);
    expect(paints).toHaveLength(1);
    vi.advanceTimersByTime(600);
    expect(paints).toHaveLength(2);
    core.destroy();
  });

  it('warms up on a made-up fleet, then answers nothing of it', () => {
    const { core, answers } = setup();
    const view = core.warmUp();
    // A view's worth of items to practise on (fewer since clusters that would overlap are merged, clusterSeparation.ts).
    expect(view.items.length).toBeGreaterThan(40);
    expect(view.items.some((item) => item.slot >= 0 && view.position(item.slot)[0] > 29)).toBe(true);
    expect(view.frame(1280, 800, 1)).toMatchObject({ zoom: 10, width: 1280, height: 800 });
    core.handle({ type: 'query', seq: 1, bbox: WORLD, zoom: 10 });
    expect(answers.at(-1)?.packed.length).toBe(0);
    core.destroy();
  });
});

import type { Deps } from '../../platform/deps';
import { FleetSimulator } from './fleet';
import type { SimulatorOptions } from './options';

export { FleetSimulator } from './fleet';
export { DEFAULT_SIMULATOR_OPTIONS, type SimulatorOptions } from './options';

/**
 * Starts the fleet simulator (SIMULATOR=1) and returns its stop function. A tick that is
 * still running when the next is due is skipped, never overlapped; stop waits for the
 * running one so shutdown does not cut a ride's end in half.
 */
export function startSimulator(deps: Deps, options: Partial<SimulatorOptions> = {}): () => Promise<void> {
  const simulator = new FleetSimulator(deps, options);
  let running: Promise<void> | null = null;
  deps.log.warn(
    { seed: simulator.options.seed, tickMs: simulator.options.tickMs },
    'fleet SIMULATOR is running: vehicles, riders and incidents are simulated',
  );
  const timer = setInterval(() => {
    if (running) return;
    running = simulator
      .tick()
      .then((report) => deps.log.debug({ report }, 'simulator tick'))
      .catch((error: unknown) => deps.log.error({ err: error }, 'simulator tick failed'))
      .finally(() => {
        running = null;
      });
  }, simulator.options.tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    simulator.stop();
  };
}

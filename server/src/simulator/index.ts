import type { Deps } from '../app/deps';

/** The fleet simulator arrives with the Resolve Tasks work; until then it says so. */
export function startSimulator(deps: Deps): void {
  deps.log.warn('SIMULATOR=1 was set, but the fleet simulator is not part of this build yet');
}

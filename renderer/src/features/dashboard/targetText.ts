import { wholeRides } from '@ops/shared/rules/targets';
import { formatCount } from '../../lib/format';

/** A day's rides target, whole rides rounded up (shared/rules/targets.ts), in the user's digits. */
export const targetText = (target: number): string => formatCount(wholeRides(target));

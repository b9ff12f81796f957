/**
 * Start-up retry (03 §4, §9): the first attempt, then up to 3 retries 2 seconds
 * apart. Sleep is injected so the schedule can be tested without waiting.
 */
import { STARTUP_RETRIES, STARTUP_RETRY_DELAY_MS } from '@ops/shared/rules/constants';

export { STARTUP_RETRIES, STARTUP_RETRY_DELAY_MS };

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Called before each retry with its number (1-based) and the failure it follows. */
  onRetry?: (attempt: number, error: unknown) => void;
  /** Stops early, e.g. when the user signs out meanwhile. */
  shouldStop?: () => boolean;
}

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    retries = STARTUP_RETRIES,
    delayMs = STARTUP_RETRY_DELAY_MS,
    sleep = realSleep,
    onRetry,
    shouldStop,
  } = options;
  let lastError: unknown;
  for (let i = 0; i <= retries; i += 1) {
    if (i > 0) {
      onRetry?.(i, lastError);
      await sleep(delayMs);
    }
    if (shouldStop?.()) break;
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** The spec's text for any failure the server did not explain. */
export const GENERIC_FAILURE_MESSAGE = 'Something went wrong!';

/** The spec's default export failure text when the server could not be reached (02 §8, 03 §8). */
export const NETWORK_FAILURE_MESSAGE = 'Unexpected Error. Please check your network';

/**
 * The message to show for a refused export, from the response body text: the
 * server's own `message` when it sent JSON with one, else the generic text. Both
 * the desktop shell and the browser fallback use it, so both say the same thing.
 */
export function exportFailureMessage(responseText: string): string {
  try {
    const parsed: unknown = JSON.parse(responseText);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'message' in parsed &&
      typeof parsed.message === 'string'
    ) {
      return parsed.message;
    }
  } catch {
    // Not JSON: the generic text below.
  }
  return GENERIC_FAILURE_MESSAGE;
}

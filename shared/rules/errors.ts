export const SOMETHING_WENT_WRONG = 'Something went wrong!';
export const NETWORK_ERROR = 'Unexpected Error. Please check your network';
export const RENDER_ERROR = 'Error happened. Please contact the tech team.';
/** The code the server uses for errors meant for the user (CONVENTIONS: UserError). */
export const USER_ERROR_CODE = 500;

export interface ErrorLike {
  code?: number | string | null;
  message?: string | null;
}

/**
 * 01 §8, 02 §8, 03 §8: an error with code 500 shows the server's message; any other
 * failure shows the fallback, 'Something went wrong!' unless a screen names another.
 */
export function userFacingMessage(
  error: ErrorLike | null | undefined,
  fallback: string = SOMETHING_WENT_WRONG,
): string {
  if (error && Number(error.code) === USER_ERROR_CODE && error.message) return error.message;
  return fallback;
}

/** 03 §8: 'Something went wrong!: ' plus the reason. */
export const setPendingFailure = (reason: string): string => `${SOMETHING_WENT_WRONG}: ${reason}`;

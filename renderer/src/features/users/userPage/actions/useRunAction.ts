import { useState } from 'react';
import { errorMessageOf } from '../../../../i18n/errorText';
import { notice } from '../../../../lib/notices';

/**
 * Runs one action call and says how it went: the server's sentence on success, its
 * message (or 'Something went wrong!') on failure. `busy` keeps a second press out.
 */
export function useRunAction() {
  const [busy, setBusy] = useState(false);
  const run = async (
    call: () => Promise<{ message?: string } | unknown>,
    successText?: string,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await call();
      const message = (answer as { message?: unknown } | null)?.message;
      notice.success(typeof message === 'string' ? message : (successText ?? 'Done'));
      return true;
    } catch (error) {
      notice.error(errorMessageOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * The token of this run, held in memory. It is persisted through the desktop bridge;
 * when the bridge cannot encrypt it (03 / STYLE item 6: never store it in plain text)
 * the token lives only here for the rest of the run.
 */
let current: string | null = null;

export const authToken = {
  get: (): string | null => current,
  set: (token: string | null): void => {
    current = token;
  },
};

/**
 * Waits for `work` at most `ms`: answers its value, or `undefined` once the time is up (the work
 * goes on unobserved). For calls whose answer is nice to have but must not hold the user, such
 * as telling the server about a sign-out on a connection that hangs.
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work, timeUp]).finally(() => clearTimeout(timer));
}

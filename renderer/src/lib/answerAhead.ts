/**
 * A request sent before anyone asks for it (issue 29 §4: the dashboard's figures at start-up),
 * handed once to the first asker of the same key while fresh; anything else asks for itself.
 */
export class AnswerAhead<T> {
  private ahead: { key: string; startedAt: number; answer: Promise<T> } | null = null;

  constructor(private readonly freshMs: number) {}

  put(key: string, answer: Promise<T>, now: number): void {
    // Nobody may ever take it: a failure is the taker's to handle, never an unhandled rejection.
    answer.catch(() => undefined);
    this.ahead = { key, startedAt: now, answer };
  }

  take(key: string, now: number): Promise<T> | null {
    const found = this.ahead;
    this.ahead = null;
    if (found === null || found.key !== key || now - found.startedAt > this.freshMs) return null;
    return found.answer;
  }

  drop(): void {
    this.ahead = null;
  }
}

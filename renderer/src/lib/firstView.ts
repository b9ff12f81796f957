/**
 * Start-up loads the first page's figures do not need wait until those figures are on screen
 * (issue 29 §4): on one PGlite thread and six connections, the areas, vehicles, counters and
 * preferences otherwise queue ahead of the page's own query, and their answers re-render the
 * shell while the page is still waiting. (The socket is not held: starting it later would drop
 * the listeners added before it.)
 *
 * Open unless something holds it: only a start-up that lands on a page which says when it has
 * shown (the dashboard) holds it, and a cap opens it anyway, so a page that never says (denied,
 * left at once, failed) delays nothing for longer than the cap.
 */
export class FirstView {
  private opened = true;
  private waiting: Array<() => void> = [];
  private cap: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly capMs: number) {}

  /** The page shown at start-up will say when its figures are in; until then, later loads wait. */
  hold(): void {
    if (!this.opened) return;
    this.opened = false;
    this.cap = setTimeout(() => this.open(), this.capMs);
  }

  /** The first figures are on screen (or will never be): everything that waited goes. */
  open(): void {
    if (this.cap !== null) clearTimeout(this.cap);
    this.cap = null;
    if (this.opened) return;
    this.opened = true;
    for (const go of this.waiting.splice(0)) go();
  }

  isOpen(): boolean {
    return this.opened;
  }

  /** Resolves at once when open; otherwise when the first figures are shown or the cap passes. */
  shown(): Promise<void> {
    if (this.opened) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** Long enough for a slow start-up's figures, short enough that a page that never says is not held up for long. */
export const FIRST_VIEW_CAP_MS = 3_000;

/** The app's one gate (api.ts's base query and the session's start-up wait on it). */
export const firstView = new FirstView(FIRST_VIEW_CAP_MS);

/**
 * react-router's search-params setter starts from the params of its last render. Two
 * writes before the next render (a filter, then at once a sort; a busy machine renders
 * late) would have the second start from the address the first replaced, and undo it.
 * A chained writer starts each write from the last one written, until the rendered
 * address catches up.
 */
export interface ChainedWriter {
  write(current: URLSearchParams, produce: (base: URLSearchParams) => URLSearchParams): URLSearchParams;
  /** The rendered address now includes every write. */
  caughtUp(): void;
}

export function createChainedWriter(): ChainedWriter {
  let written: URLSearchParams | null = null;
  return {
    write(current, produce) {
      written = produce(new URLSearchParams(written ?? current));
      return written;
    },
    caughtUp() {
      written = null;
    },
  };
}

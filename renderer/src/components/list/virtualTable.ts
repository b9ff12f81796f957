/**
 * When the kit's table turns antd's virtual body on, and the fixed layout it then needs
 * (README "Plain or virtual"): a list opts in with `virtualRows` and gets it for its large
 * pages only (200 rows), keeping the plain table for the default sizes.
 */

/** A list's opt-in: virtual from this many rows a page, in a body this tall (px). */
export interface VirtualRows {
  from: number;
  height?: number;
}

/** 16 rows of the middle-size table under a sticky header: fits a 900 px window with the header and pager. */
export const VIRTUAL_BODY_HEIGHT = 640;
/** A column the list left without a width, in a virtual table (whose header and body are separate and need numbers). */
export const VIRTUAL_DEFAULT_COLUMN_WIDTH = 160;
/** The selection column's width, set on rowSelection so the sum below is exact. */
export const SELECTION_COLUMN_WIDTH = 48;

export interface VirtualLayout {
  virtual: boolean;
  height: number | undefined;
  /** Widths by column key in virtual mode (the list's own, or the default). */
  widths: Record<string, number> | null;
  /** The table's numeric scroll width in virtual mode: every column plus selection. */
  scrollX: number | undefined;
}

export interface VirtualLayoutInput {
  /** Rows a page holds (the page size), or the rows of a list shown whole. */
  rowsPerPage: number;
  columns: ReadonlyArray<{ key: string; width?: number | string }>;
  selectable: boolean;
  virtualRows?: VirtualRows;
  /** The kit's older switches: `virtual` with `height` turns it on whatever the size. */
  virtual?: boolean;
  height?: number;
  scrollX?: number;
}

export function virtualLayout(input: VirtualLayoutInput): VirtualLayout {
  const opted = !!input.virtualRows && input.rowsPerPage >= input.virtualRows.from;
  const forced = !!input.virtual && input.height !== undefined;
  if (!opted && !forced)
    return { virtual: false, height: input.height, widths: null, scrollX: input.scrollX };
  const widths = Object.fromEntries(
    input.columns.map((column) => [
      column.key,
      typeof column.width === 'number' ? column.width : VIRTUAL_DEFAULT_COLUMN_WIDTH,
    ]),
  );
  const sum = Object.values(widths).reduce(
    (total, width) => total + width,
    input.selectable ? SELECTION_COLUMN_WIDTH : 0,
  );
  return {
    virtual: true,
    height: forced ? input.height : (input.virtualRows?.height ?? VIRTUAL_BODY_HEIGHT),
    widths,
    scrollX: input.scrollX ?? sum,
  };
}

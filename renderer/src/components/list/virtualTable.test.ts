import { describe, expect, it } from 'vitest';
import {
  SELECTION_COLUMN_WIDTH,
  VIRTUAL_BODY_HEIGHT,
  VIRTUAL_DEFAULT_COLUMN_WIDTH,
  virtualLayout,
} from './virtualTable';

const columns = [{ key: 'name', width: 200 }, { key: 'phone', width: 150 }, { key: 'area' }];

describe('virtualLayout', () => {
  it('stays plain below the opt-in page size, and without an opt-in', () => {
    expect(
      virtualLayout({ rowsPerPage: 150, columns, selectable: true, virtualRows: { from: 200 } }),
    ).toEqual({
      virtual: false,
      height: undefined,
      widths: null,
      scrollX: undefined,
    });
    expect(virtualLayout({ rowsPerPage: 200, columns, selectable: true }).virtual).toBe(false);
  });

  it('at 200 rows: virtual in the default height, every column a number, scroll width their sum with selection', () => {
    const layout = virtualLayout({ rowsPerPage: 200, columns, selectable: true, virtualRows: { from: 200 } });
    expect(layout).toEqual({
      virtual: true,
      height: VIRTUAL_BODY_HEIGHT,
      widths: { name: 200, phone: 150, area: VIRTUAL_DEFAULT_COLUMN_WIDTH },
      scrollX: 200 + 150 + VIRTUAL_DEFAULT_COLUMN_WIDTH + SELECTION_COLUMN_WIDTH,
    });
  });

  it('a list’s own height and scroll width win; no selection column when nothing is selectable', () => {
    expect(
      virtualLayout({
        rowsPerPage: 200,
        columns,
        selectable: false,
        virtualRows: { from: 200, height: 500 },
      }),
    ).toMatchObject({ height: 500, scrollX: 510 });
    expect(
      virtualLayout({
        rowsPerPage: 200,
        columns,
        selectable: false,
        virtualRows: { from: 200 },
        scrollX: 2000,
      }).scrollX,
    ).toBe(2000);
  });

  it('the older switches still force it: virtual with a height, whatever the size', () => {
    expect(
      virtualLayout({ rowsPerPage: 10, columns, selectable: false, virtual: true, height: 300 }),
    ).toMatchObject({ virtual: true, height: 300 });
    expect(virtualLayout({ rowsPerPage: 10, columns, selectable: false, virtual: true }).virtual).toBe(false);
  });
});

import { useCallback, useState, type KeyboardEvent } from 'react';
import { clampRowIndex, isListKey, rowKeyAction } from './rowKeyboard';

/**
 * Up/down (and Home/End) move a highlight through the table's rows; Enter opens the
 * highlighted row. The handler goes on the element wrapping the table, which takes focus.
 */
export function useRowKeyboard<Row>(
  rows: readonly Row[],
  onOpen: ((row: Row) => void) | undefined,
  /** Brings a row into view when its <tr> may not be in the page (a virtual body). */
  scrollToRow?: (index: number) => void,
) {
  const [active, setActive] = useState<number | null>(null);
  const current = clampRowIndex(active, rows.length);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!isListKey({ ...event, target: event.target as HTMLElement })) return;
      const action = rowKeyAction(event.key, current, rows.length);
      if (!action) return;
      event.preventDefault();
      if (action.type === 'move') {
        setActive(action.index);
        if (scrollToRow) {
          scrollToRow(action.index);
        } else {
          const row =
            event.currentTarget.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')[action.index];
          row?.scrollIntoView({ block: 'nearest' });
        }
      } else if (onOpen) onOpen(rows[action.index]!);
    },
    [current, rows, onOpen, scrollToRow],
  );
  return { activeIndex: current, setActiveIndex: setActive, onKeyDown };
}

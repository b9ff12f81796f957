import type { Locator, Page } from 'playwright-core';

/** A box on screen, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function overlaps(a: Box, b: Box): boolean {
  // One pixel of slack: borders of neighbours may touch.
  return (
    a.x + a.width > b.x + 1 && b.x + b.width > a.x + 1 && a.y + a.height > b.y + 1 && b.y + b.height > a.y + 1
  );
}

/**
 * The part of each matched element that is actually painted: its box cut by every ancestor
 * that clips (overflow other than visible). A table that scrolls inside its column has a wide
 * box but paints only inside the column; a table that spills out paints over its neighbours.
 * Elements clipped away entirely are left out.
 */
export async function paintedBoxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements
      .map((element) => {
        const own = element.getBoundingClientRect();
        let left = own.left;
        let top = own.top;
        let right = own.right;
        let bottom = own.bottom;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          const clip = parent.getBoundingClientRect();
          if (style.overflowX !== 'visible') {
            left = Math.max(left, clip.left);
            right = Math.min(right, clip.right);
          }
          if (style.overflowY !== 'visible') {
            top = Math.max(top, clip.top);
            bottom = Math.min(bottom, clip.bottom);
          }
        }
        return { x: left, y: top, width: right - left, height: bottom - top };
      })
      .filter((box) => box.width > 0 && box.height > 0),
  );
}

/**
 * How many lines each cell of the table's column headed `header` takes: the distinct line
 * tops of its text. A date that wraps to three lines gives 3.
 */
export async function columnLineCounts(table: Locator, header: RegExp): Promise<number[]> {
  return table.evaluate((root, source) => {
    const pattern = new RegExp(source);
    const heads = Array.from(root.querySelectorAll('thead th'));
    const index = heads.findIndex((th) => pattern.test(th.textContent?.trim() ?? ''));
    if (index < 0) return [];
    return Array.from(root.querySelectorAll('tbody tr:not(.ant-table-measure-row)'))
      .map((row) => row.children[index])
      .filter((cell): cell is Element => !!cell && (cell.textContent?.trim() ?? '') !== '')
      .map((cell) => {
        // Only text boxes: an element's own box starts a few pixels above its first line.
        const tops: number[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.push(rect.top);
        }
        // Texts of one line may differ by a pixel or two in their top; a new line is a line height lower.
        tops.sort((a, b) => a - b);
        return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 8).length;
      });
  }, header.source);
}

/** The page does not scroll sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

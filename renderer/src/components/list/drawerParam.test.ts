import { describe, expect, it } from 'vitest';
import { DRAWER_OPENED_STATE, openedHere, pathWithQuery, withDrawerParam } from './drawerParam';

describe("a list's drawer in the address", () => {
  it("adds the row's id and keeps the list's own parameters", () => {
    expect(withDrawerParam('?filters=%7B%22type%22%3A%22ride%22%7D&page=2', 'bill', 'b1')).toBe(
      'filters=%7B%22type%22%3A%22ride%22%7D&page=2&bill=b1',
    );
    expect(withDrawerParam('', 'bill', 'b1')).toBe('bill=b1');
  });
  it('replaces an open drawer and takes it out on close', () => {
    expect(withDrawerParam('?page=2&bill=b1', 'bill', 'b2')).toBe('page=2&bill=b2');
    expect(withDrawerParam('?page=2&bill=b1', 'bill', null)).toBe('page=2');
    expect(pathWithQuery('/app/bills', withDrawerParam('?bill=b1', 'bill', null))).toBe('/app/bills');
    expect(pathWithQuery('/app/bills', 'bill=b1')).toBe('/app/bills?bill=b1');
  });
  it('knows a drawer opened from the page from one that came with the link', () => {
    expect(openedHere({ [DRAWER_OPENED_STATE]: 'bill' }, 'bill')).toBe(true);
    expect(openedHere({ [DRAWER_OPENED_STATE]: 'task' }, 'bill')).toBe(false);
    expect(openedHere(null, 'bill')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { USERS_LIST } from '@ops/shared/lists/users';
import { createChainedWriter } from './chainedWriter';
import type { UsersFilters } from '@ops/shared/lists/users';
import { readListUrlState, withFilterPatch, withFilters, withSort, writeListUrlState } from './listUrlState';

const filter = (base: URLSearchParams) =>
  writeListUrlState(
    withFilters(readListUrlState(base, USERS_LIST).state, { balance: 'negative' }),
    USERS_LIST,
    base,
  );
const sort = (base: URLSearchParams) =>
  writeListUrlState(
    withSort(readListUrlState(base, USERS_LIST).state, USERS_LIST, { fieldName: 'balance', sortType: 'asc' }),
    USERS_LIST,
    base,
  );

describe('writes before the next render', () => {
  it('a sort right after a filter keeps the filter, though both start from the same rendered address', () => {
    const writer = createChainedWriter();
    const rendered = new URLSearchParams('tab=1');
    writer.write(rendered, filter);
    const last = writer.write(rendered, sort);
    expect(Object.fromEntries(last)).toEqual({
      tab: '1',
      filters: '{"balance":"negative"}',
      sort: 'balance',
      order: 'asc',
    });
  });

  it('once the address has caught up, writes start from it again (Back, a link)', () => {
    const writer = createChainedWriter();
    writer.write(new URLSearchParams(), filter);
    writer.caughtUp();
    expect(Object.fromEntries(writer.write(new URLSearchParams('q=2010'), sort))).toEqual({
      q: '2010',
      sort: 'balance',
      order: 'asc',
    });
  });

  it('a write never changes the address it was given', () => {
    const writer = createChainedWriter();
    const rendered = new URLSearchParams('page=2');
    writer.write(rendered, (base) => {
      base.set('page', '3');
      return base;
    });
    expect(rendered.get('page')).toBe('2');
  });
});

describe('two filters chosen before the next render', () => {
  const patch = (change: Partial<UsersFilters>) => (base: URLSearchParams) =>
    writeListUrlState(withFilterPatch(readListUrlState(base, USERS_LIST).state, change), USERS_LIST, base);

  it('both stay when each is a patch (a panel choosing balance, then type)', () => {
    const writer = createChainedWriter();
    const rendered = new URLSearchParams();
    writer.write(rendered, patch({ balance: 'negative' }));
    const last = writer.write(rendered, patch({ type: 'user' }));
    expect(JSON.parse(last.get('filters') ?? '{}')).toEqual({ balance: 'negative', type: 'user' });
  });

  it('a whole-object write built from the older render drops the first (why panels patch)', () => {
    const writer = createChainedWriter();
    const rendered = new URLSearchParams();
    const stale = readListUrlState(rendered, USERS_LIST).state.filters;
    writer.write(rendered, patch({ balance: 'negative' }));
    const last = writer.write(rendered, (base) =>
      writeListUrlState(
        withFilters(readListUrlState(base, USERS_LIST).state, { ...stale, type: 'user' }),
        USERS_LIST,
        base,
      ),
    );
    expect(JSON.parse(last.get('filters') ?? '{}')).toEqual({ type: 'user' });
  });
});

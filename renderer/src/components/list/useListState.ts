import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListDefinition } from '@ops/shared/lists/listRequest';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { createChainedWriter } from './chainedWriter';
import { listQueryRemembered, selectRememberedListQuery } from './listsSlice';
import {
  hasListParams,
  listQueryText,
  listRequestInput,
  readListUrlState,
  withFilterPatch,
  withFilters,
  withPage,
  withSearch,
  withSort,
  writeListUrlState,
  defaultListState,
  type ListUrlState,
} from './listUrlState';
import type { ListSort } from '@ops/shared/lists/listRequest';

export interface ListState<F extends object, S extends string> extends ListUrlState<F, S> {
  definition: ListDefinition<F, S>;
  /** Why part of the address was ignored, for a notice above the table. */
  problem: string | null;
  /** The operation's variables (pageNumber, rowsPerPage, fieldName, sortType, filters). */
  request: ReturnType<typeof listRequestInput>;
  setFilters: (filters: F) => void;
  /** Changes some filters and keeps the rest as the address holds them: what filter panels use. */
  patchFilters: (patch: Partial<F>) => void;
  setSearch: (search: string) => void;
  setPage: (page: number, pageSize: number) => void;
  setSort: (sort: ListSort<S> | null) => void;
  /** Every filter, the search and the sort back to the list's defaults. */
  reset: () => void;
}

/**
 * A list's state, kept in the URL query (issue 7 §1). Opening a list whose address has
 * none of its parameters brings back the session's last query for it (the lists slice).
 * Page moves replace the history entry; filter, search and sort changes add one, so Back
 * undoes a filter rather than a page turn.
 */
export function useListState<F extends object, S extends string>(
  definition: ListDefinition<F, S>,
  options: { prefix?: string } = {},
): ListState<F, S> {
  const prefix = options.prefix ?? '';
  const memoryKey = prefix ? `${definition.name}:${prefix}` : definition.name;
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const remembered = useAppSelector((state) => selectRememberedListQuery(state, memoryKey));
  const restored = useRef(false);
  // Set while a restored query is on its way into the address.
  const restoring = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (remembered && !hasListParams(params, prefix)) {
      restoring.current = true;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          new URLSearchParams(remembered).forEach((value, key) => next.set(key, value));
          return next;
        },
        { replace: true },
      );
    }
  }, [params, prefix, remembered, setParams]);

  const query = listQueryText(params, prefix);
  useEffect(() => {
    // Until the restore above has reached the address, its empty query must not wipe the memory.
    if (restoring.current) {
      if (!query) return;
      restoring.current = false;
    }
    dispatch(listQueryRemembered({ list: memoryKey, query }));
  }, [dispatch, memoryKey, query]);

  const read = useMemo(() => readListUrlState(params, definition, prefix), [params, definition, prefix]);

  // Writes before the next render build on each other (chainedWriter.ts); the latest
  // setter is used even by a handler a child kept from an older render.
  const latestSetParams = useRef(setParams);
  const [writer] = useState(createChainedWriter);
  useEffect(() => {
    latestSetParams.current = setParams;
    writer.caughtUp();
  }, [setParams, writer]);
  const update = useCallback(
    (change: (state: ListUrlState<F, S>) => ListUrlState<F, S>, replace = false) => {
      latestSetParams.current(
        (current) =>
          writer.write(current, (base) =>
            writeListUrlState(
              change(readListUrlState(base, definition, prefix).state),
              definition,
              base,
              prefix,
            ),
          ),
        { replace },
      );
    },
    [definition, prefix, writer],
  );

  return {
    ...read.state,
    definition,
    problem: read.problem,
    request: useMemo(() => listRequestInput(read.state), [read.state]),
    setFilters: useCallback((filters: F) => update((state) => withFilters(state, filters)), [update]),
    patchFilters: useCallback(
      (patch: Partial<F>) => update((state) => withFilterPatch(state, patch)),
      [update],
    ),
    setSearch: useCallback((search: string) => update((state) => withSearch(state, search)), [update]),
    setPage: useCallback(
      (page: number, pageSize: number) => update((state) => withPage(state, page, pageSize), true),
      [update],
    ),
    setSort: useCallback(
      (sort: ListSort<S> | null) => update((state) => withSort(state, definition, sort)),
      [update, definition],
    ),
    reset: useCallback(
      () => update((state) => ({ ...defaultListState(definition), pageSize: state.pageSize })),
      [update, definition],
    ),
  };
}

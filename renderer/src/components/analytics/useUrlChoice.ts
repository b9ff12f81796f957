import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One of a few values kept in the URL query beside the range (which status or figure the table
 * shows), so a bookmark opens on it too. The default is left out of the address; an unknown
 * value reads as the default.
 */
export function useUrlChoice<T extends string>(
  name: string,
  values: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = (values as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;
  const set = useCallback(
    (next: T) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next === fallback) out.delete(name);
        else out.set(name, next);
        return out;
      }),
    [setParams, name, fallback],
  );
  return [value, set];
}

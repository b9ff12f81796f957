import { useSearchParams } from 'react-router';
import { monthParam, readMonth, type YearMonth } from './month';

/** The page's month from the address; choosing one is a navigation (so the unsaved guard sees it). */
export function useMonth(): [YearMonth, (next: YearMonth) => void] {
  const [search, setSearch] = useSearchParams();
  const current = readMonth(search.get('month'), new Date());
  const set = (next: YearMonth) =>
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      params.set('month', monthParam(next));
      return params;
    });
  return [current, set];
}

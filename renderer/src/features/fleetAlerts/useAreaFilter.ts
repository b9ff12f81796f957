import { useSearchParams } from 'react-router';

/** An alert page's area choice, in its address (?area=a&area=b) so it survives a reload. */
export function useAreaFilter(): [string[] | undefined, (areas: string[]) => void] {
  const [search, setSearch] = useSearchParams();
  const chosen = search.getAll('area').filter(Boolean);
  const set = (areas: string[]) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('area');
        for (const id of areas) next.append('area', id);
        return next;
      },
      { replace: true },
    );
  return [chosen.length ? chosen : undefined, set];
}

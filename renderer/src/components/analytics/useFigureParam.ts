import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Which of a page's figures its table shows, kept in the URL (`?figure=`) beside the range and
 * areas, so a shared link opens on the same table; the first figure is the default and is left out.
 */
export function useFigureParam<F extends string>(figures: readonly F[]): [F, (next: F) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('figure');
  const figure = (figures as readonly string[]).includes(raw ?? '') ? (raw as F) : figures[0]!;
  const setFigure = useCallback(
    (next: F) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next === figures[0]) out.delete('figure');
        else out.set('figure', next);
        return out;
      }),
    [figures, setParams],
  );
  return [figure, setFigure];
}

import { useEffect } from 'react';
import { pageTitle } from '../app/paths';

/** Page titles carry the dashboard suffix (03 §2.2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

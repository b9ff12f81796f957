import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DRAWER_OPENED_STATE, openedHere, pathWithQuery, withDrawerParam } from './drawerParam';

export interface DrawerParam {
  /** The row whose drawer is open, as the address says. */
  openId: string | null;
  /** The app path that opens a row's drawer over the list as it is now (filters kept): the row's link. */
  hrefFor: (id: string) => string;
  open: (id: string) => void;
  close: () => void;
}

/**
 * A drawer held in the address under `name` (see drawerParam.ts). Opening adds a history
 * entry; closing one opened here goes Back (so Back and the close button agree), and closing
 * one that came with the link takes the parameter out in place.
 */
export function useDrawerParam(name: string): DrawerParam {
  const location = useLocation();
  const navigate = useNavigate();
  const openId = new URLSearchParams(location.search).get(name);
  const hrefFor = useCallback(
    (id: string) => pathWithQuery(location.pathname, withDrawerParam(location.search, name, id)),
    [location.pathname, location.search, name],
  );
  const open = useCallback(
    (id: string) => void navigate(hrefFor(id), { state: { [DRAWER_OPENED_STATE]: name } }),
    [navigate, hrefFor, name],
  );
  const close = useCallback(() => {
    if (openedHere(location.state, name)) void navigate(-1);
    else
      void navigate(pathWithQuery(location.pathname, withDrawerParam(location.search, name, null)), {
        replace: true,
      });
  }, [location.pathname, location.search, location.state, name, navigate]);
  return { openId, hrefFor, open, close };
}

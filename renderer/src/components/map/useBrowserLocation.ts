import { useEffect, useState } from 'react';
import type { LatLngLiteral } from '@ops/shared/rules/mapCentre';

/** The browser's position once, if it gives one quickly; null otherwise (03 §2.5 centre). */
export function useBrowserLocation(wanted: boolean): LatLngLiteral | null {
  const [where, setWhere] = useState<LatLngLiteral | null>(null);
  useEffect(() => {
    if (!wanted || typeof navigator === 'undefined' || !navigator.geolocation) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (position) => live && setWhere({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => undefined,
      { timeout: 3000, maximumAge: 60_000 },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return where;
}

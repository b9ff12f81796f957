/**
 * In-process notice that an area's fences were saved, so holders of a cached copy (the
 * fleet simulator's area cache) read them again on their next step instead of checking
 * positions against the old polygons. Other processes never cache areas for long.
 */
type Listener = (areaId: string) => void;
const listeners = new Set<Listener>();

export function onAreaSaved(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceAreaSaved(areaId: string): void {
  for (const listener of listeners) listener(areaId);
}

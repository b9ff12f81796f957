import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { ringFromLatLngs, type FenceDraft, type FenceKind } from './fenceDraft';
import { dotIcon } from './icons';
import { PIN_COLOURS } from './pinColours';

const STYLE: Record<FenceKind, L.PathOptions> = {
  outer: { color: PIN_COLOURS.outerFence, weight: 2, fillOpacity: 0.06 },
  restricted: { color: PIN_COLOURS.restrictedFence, weight: 2, dashArray: '4 4', fillOpacity: 0.15 },
  ops: { color: PIN_COLOURS.opsFence, weight: 2, fillOpacity: 0.12 },
};
const ATTENDANCE_ICON = () => dotIcon('#13a8a8', 'Attendance', 18);

/**
 * Edit mode of the map (03 §2.5) with leaflet-geoman: polygons for the outer fence (one),
 * restricted fences and ops fences, edited and deleted in place, and the attendance marker
 * (one). Rectangles, circles and polylines are not offered. A new polygon takes the kind
 * chosen outside the map; every change reports the whole draft. Self-crossing polygons are
 * allowed while drawing so the shared fence rule can say what is wrong in words.
 */
export function FenceEditor({
  initial,
  drawKind,
  onChange,
}: {
  initial: FenceDraft;
  drawKind: FenceKind;
  onChange: (draft: FenceDraft) => void;
}) {
  const map = useMap();
  const kindRef = useRef(drawKind);
  kindRef.current = drawKind;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initialRef = useRef(initial);

  useEffect(() => {
    const group = L.featureGroup().addTo(map);
    const kinds = new Map<L.Layer, FenceKind | 'attendance'>();
    const emit = () => {
      const draft: FenceDraft = { outerFence: [], restrictedFences: [], opsFences: [], attendance: null };
      for (const [layer, kind] of kinds) {
        if (kind === 'attendance') {
          const at = (layer as L.Marker).getLatLng();
          draft.attendance = [at.lat, at.lng];
          continue;
        }
        const rings = (layer as L.Polygon).getLatLngs() as L.LatLng[][];
        const ring = ringFromLatLngs(rings[0] ?? []);
        if (kind === 'outer') draft.outerFence = ring;
        else if (kind === 'restricted') draft.restrictedFences.push(ring);
        else draft.opsFences.push(ring);
      }
      onChangeRef.current(draft);
    };
    const adopt = (layer: L.Layer, kind: FenceKind | 'attendance') => {
      // One outer fence and one attendance marker: a new one replaces the old.
      if (kind === 'outer' || kind === 'attendance') {
        for (const [old, oldKind] of kinds) {
          if (oldKind !== kind) continue;
          kinds.delete(old);
          group.removeLayer(old);
          map.removeLayer(old);
        }
      }
      kinds.set(layer, kind);
      if (kind !== 'attendance') (layer as L.Polygon).setStyle(STYLE[kind]);
      group.addLayer(layer);
      layer.on('pm:edit', emit);
      layer.on('pm:dragend', emit);
    };

    const start = initialRef.current;
    if (start.outerFence.length > 0) adopt(L.polygon(start.outerFence), 'outer');
    for (const ring of start.restrictedFences) adopt(L.polygon(ring), 'restricted');
    for (const ring of start.opsFences) adopt(L.polygon(ring), 'ops');
    if (start.attendance)
      adopt(L.marker(start.attendance, { icon: ATTENDANCE_ICON(), draggable: true }), 'attendance');

    map.pm.setGlobalOptions({
      allowSelfIntersection: true,
      markerStyle: { icon: ATTENDANCE_ICON(), draggable: true },
      pathOptions: STYLE[kindRef.current],
    });
    map.pm.addControls({
      position: 'topleft',
      drawMarker: true,
      drawPolygon: true,
      drawPolyline: false,
      drawRectangle: false,
      drawCircle: false,
      drawCircleMarker: false,
      drawText: false,
      cutPolygon: false,
      rotateMode: false,
      dragMode: false,
      editMode: true,
      removalMode: true,
    });
    const onCreate: L.PM.CreateEventHandler = (event) => {
      adopt(event.layer, event.shape === 'Marker' ? 'attendance' : kindRef.current);
      emit();
    };
    const onRemove: L.PM.RemoveEventHandler = (event) => {
      if (!kinds.delete(event.layer)) return;
      group.removeLayer(event.layer);
      emit();
    };
    map.on('pm:create', onCreate);
    map.on('pm:remove', onRemove);
    if (group.getLayers().length > 0) map.fitBounds(group.getBounds(), { padding: [24, 24] });
    return () => {
      map.off('pm:create', onCreate);
      map.off('pm:remove', onRemove);
      map.pm.disableDraw();
      map.pm.disableGlobalEditMode();
      map.pm.disableGlobalRemovalMode();
      map.pm.removeControls();
      for (const layer of kinds.keys()) map.removeLayer(layer);
      group.remove();
    };
  }, [map]);

  // The next polygon is drawn in the chosen kind's colour.
  useEffect(() => {
    map.pm.setPathOptions(STYLE[drawKind]);
  }, [map, drawKind]);

  return null;
}

import { Polygon, Tooltip } from 'react-leaflet';
import type { LatLngExpression } from 'leaflet';
import type { MapAreaData } from './mapApi';
import { PIN_COLOURS } from './pinColours';
import { areaOutline } from './areaOutline';

const ring = (points: number[][]): LatLngExpression[] =>
  points.filter((p) => p.length === 2).map((p) => [p[0]!, p[1]!] as [number, number]);

/** Fences of areas: outer (blue, 'Areas'), restricted (red, 'Areas'), ops (orange, 'Ops Fences'). */
export function AreasLayer({
  areas,
  showAreas,
  showOpsFences,
}: {
  areas: readonly MapAreaData[];
  showAreas: boolean;
  showOpsFences: boolean;
}) {
  return (
    <>
      {areas.map((area) => {
        const outer = areaOutline(area);
        return (
          <span key={area._id}>
            {showAreas && outer.length >= 3 && (
              <Polygon
                positions={outer}
                pathOptions={{ color: PIN_COLOURS.outerFence, weight: 2, fillOpacity: 0.05 }}
              >
                <Tooltip sticky>{area.name}</Tooltip>
              </Polygon>
            )}
            {showAreas &&
              area.restrictedFences.map((fence, i) => (
                <Polygon
                  key={`r${i}`}
                  positions={ring(fence)}
                  pathOptions={{
                    color: PIN_COLOURS.restrictedFence,
                    weight: 1.5,
                    dashArray: '4 4',
                    fillOpacity: 0.12,
                  }}
                >
                  <Tooltip sticky>{`${area.name}: restricted fence ${i + 1}`}</Tooltip>
                </Polygon>
              ))}
            {showOpsFences &&
              area.opsFences.map((fence, i) => (
                <Polygon
                  key={`o${i}`}
                  positions={ring(fence)}
                  pathOptions={{ color: PIN_COLOURS.opsFence, weight: 1.5, fillOpacity: 0.1 }}
                >
                  <Tooltip sticky>{`${area.name}: ops fence ${i + 1}`}</Tooltip>
                </Polygon>
              ))}
          </span>
        );
      })}
    </>
  );
}

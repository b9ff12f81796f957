import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import { HeatCanvas, type HeatData } from './heatCanvas';

/** Fitting never zooms closer than a neighbourhood: a handful of cells would otherwise fill the screen. */
const FIT_MAX_ZOOM = 14;

/**
 * The heat layer inside an OpsMap: pre-counted cells drawn as a heatmap on one canvas
 * (heatCanvas.ts). `onZoom` tells the page the zoom, which picks the cell size it asks for.
 */
export function HeatLayer({
  data,
  onZoom,
  onPaint,
  fitKey,
}: {
  data: HeatData;
  onZoom?: (zoom: number) => void;
  onPaint?: (ms: number) => void;
  fitKey?: string;
}) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  const layer = useRef<HeatCanvas | null>(null);
  const paint = useRef(onPaint);
  paint.current = onPaint;

  useEffect(() => {
    const canvas = new HeatCanvas(map, (ms) => paint.current?.(ms));
    layer.current = canvas;
    return () => {
      canvas.destroy();
      layer.current = null;
    };
  }, [map]);

  useEffect(() => {
    layer.current?.setData(data);
    // Once per fitKey (what is counted, not the hour): frame the cells, so the page opens on the rides, not on a fixed centre.
    if (fitKey === undefined || fitted.current === fitKey || data.cells.length === 0) return;
    fitted.current = fitKey;
    const bounds = L.latLngBounds(data.cells.map((cell) => [cell.lat, cell.lng] as [number, number]));
    map.fitBounds(bounds.pad(0.15), { maxZoom: FIT_MAX_ZOOM, animate: false });
  }, [data, fitKey, map]);

  useEffect(() => {
    if (!onZoom) return;
    const report = () => onZoom(map.getZoom());
    report();
    map.on('zoomend', report);
    return () => {
      map.off('zoomend', report);
    };
  }, [map, onZoom]);

  return null;
}

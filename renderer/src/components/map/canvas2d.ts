/**
 * Canvases on either thread: the painting worker has OffscreenCanvas and no document; the
 * main thread's fallback (a browser without OffscreenCanvas) has only the element.
 */
export type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

export function context2d(canvas: AnyCanvas): Context2D | null {
  // TypeScript will not pick between the two getContext overloads through the union.
  return typeof OffscreenCanvas !== 'undefined' && canvas instanceof OffscreenCanvas
    ? canvas.getContext('2d')
    : (canvas as HTMLCanvasElement).getContext('2d');
}

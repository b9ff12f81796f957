export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BoundsStore {
  get(): string | undefined;
  set(value: string): void;
}

export const DEFAULT_SIZE = { width: 1440, height: 900 } as const;
const MIN_VISIBLE = 100;

function parse(text: string | undefined): (Bounds & { maximized: boolean }) | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Bounds & { maximized: boolean }>;
    const numbers = [value.x, value.y, value.width, value.height];
    if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
    return {
      x: value.x!,
      y: value.y!,
      width: value.width!,
      height: value.height!,
      maximized: value.maximized === true,
    };
  } catch {
    return null;
  }
}

/** Whether at least a corner's worth of the window lies on one of the screens. */
function onSomeScreen(bounds: Bounds, screens: Bounds[]): boolean {
  return screens.some((area) => {
    const overlapX = Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
    const overlapY = Math.min(bounds.y + bounds.height, area.y + area.height) - Math.max(bounds.y, area.y);
    return overlapX >= MIN_VISIBLE && overlapY >= MIN_VISIBLE;
  });
}

/**
 * The size and position to open with: the remembered ones when they still fit on a screen
 * (a laptop undocked from its second monitor must not open its window off-screen), else the
 * default size, centred by Electron.
 */
export function initialBounds(
  store: BoundsStore,
  screens: Bounds[],
): { bounds: Partial<Bounds>; maximized: boolean } {
  const saved = parse(store.get());
  if (!saved || !onSomeScreen(saved, screens)) return { bounds: { ...DEFAULT_SIZE }, maximized: false };
  const { maximized, ...bounds } = saved;
  return { bounds, maximized };
}

/** The part of a BrowserWindow whose size is remembered. */
export interface MeasurableWindow {
  getNormalBounds(): Bounds;
  isMaximized(): boolean;
  on(event: 'resized' | 'moved' | 'close', listener: () => void): unknown;
}

/** Remembers size, position and maximised state when they change and when the window closes. */
export function rememberBounds(window: MeasurableWindow, store: BoundsStore): void {
  const save = () =>
    store.set(JSON.stringify({ ...window.getNormalBounds(), maximized: window.isMaximized() }));
  window.on('resized', save);
  window.on('moved', save);
  window.on('close', save);
}

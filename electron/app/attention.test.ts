import { EventEmitter } from 'node:events';
import { inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { attentionDescription, createAttention, type AttentionWindow } from './attention';
import { badgeLabel, badgePixels, badgePng, BADGE_SIZE } from './badgeImage';

function fakeWindow() {
  const window = Object.assign(new EventEmitter(), {
    focused: false,
    destroyed: false,
    flashes: [] as boolean[],
    overlays: [] as Array<[unknown, string]>,
    isDestroyed: () => window.destroyed,
    isFocused: () => window.focused,
    flashFrame: (flag: boolean) => void window.flashes.push(flag),
    setOverlayIcon: (overlay: unknown, description: string) =>
      void window.overlays.push([overlay, description]),
    focus() {
      window.focused = true;
      window.emit('focus');
    },
  });
  return window satisfies AttentionWindow;
}

function setup(platform: NodeJS.Platform) {
  const window = fakeWindow();
  const app = { setBadgeCount: vi.fn(() => true) };
  const attention = createAttention({
    platform,
    app,
    window: () => window,
    overlayImage: (count) => `image-${count}`,
  });
  attention.attach(window);
  return { window, app, attention };
}

describe('app icon count', () => {
  it('puts the sum of waiting tasks and stolen alerts on the badge (macOS, Linux)', () => {
    const { app, attention, window } = setup('darwin');
    app.setBadgeCount.mockClear();
    attention.setCounts({ tasks: 2, stolenAlerts: 3 });
    attention.setCounts({ tasks: 2, stolenAlerts: 3 });
    attention.setCounts({ tasks: 0, stolenAlerts: 0 });
    expect(app.setBadgeCount.mock.calls).toEqual([[5], [0]]);
    expect(window.overlays).toEqual([]);
  });

  it('draws an overlay on the Windows taskbar button, and removes it at zero', () => {
    const { app, attention, window } = setup('win32');
    attention.setCounts({ tasks: 1, stolenAlerts: 2 });
    attention.setCounts({ tasks: 0, stolenAlerts: 0 });
    // attach() cleared it first: a new window starts without a stale overlay.
    expect(window.overlays).toEqual([
      [null, ''],
      ['image-3', '1 task waiting, 2 stolen alerts'],
      [null, ''],
    ]);
    expect(app.setBadgeCount).not.toHaveBeenCalled();
  });

  it('gives a window opened later the current overlay', () => {
    const { attention } = setup('win32');
    attention.setCounts({ tasks: 4, stolenAlerts: 0 });
    const second = fakeWindow();
    attention.attach(second);
    expect(second.overlays).toEqual([['image-4', '4 tasks waiting']]);
  });

  it('describes the counts in words', () => {
    expect(attentionDescription({ tasks: 0, stolenAlerts: 1 })).toBe('1 stolen alert');
    expect(attentionDescription({ tasks: 3, stolenAlerts: 0 })).toBe('3 tasks waiting');
  });
});

describe('flash when a task is assigned', () => {
  it('flashes a window in the background until it is focused', () => {
    const { attention, window } = setup('win32');
    attention.taskAssigned();
    expect(window.flashes).toEqual([true]);
    window.focus();
    expect(window.flashes).toEqual([true, false]);
  });

  it('does not flash the window the agent is looking at', () => {
    const { attention, window } = setup('linux');
    window.focused = true;
    attention.taskAssigned();
    expect(window.flashes).toEqual([]);
  });

  it('does nothing once the window is gone', () => {
    const { attention, window } = setup('win32');
    window.destroyed = true;
    attention.taskAssigned();
    expect(window.flashes).toEqual([]);
  });
});

/** Reads back the RGBA rows of our own PNG (filter 0 on every line). */
function decode(png: Buffer): { width: number; height: number; pixels: Buffer } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([...body.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const rows = Array.from({ length: height }, (_, y) =>
    raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)),
  );
  return { width, height, pixels: Buffer.concat(rows) };
}

describe('overlay image', () => {
  it('is a valid 16×16 RGBA PNG holding the drawn pixels', () => {
    const { width, height, pixels } = decode(badgePng(7));
    expect([width, height]).toEqual([BADGE_SIZE, BADGE_SIZE]);
    expect(pixels.equals(Buffer.from(badgePixels(7)))).toBe(true);
  });

  it('differs per count, with transparent corners and white digits on red', () => {
    expect(badgePng(3).equals(badgePng(8))).toBe(false);
    const pixels = badgePixels(1);
    const at = (x: number, y: number) => [
      ...pixels.subarray((y * BADGE_SIZE + x) * 4, (y * BADGE_SIZE + x) * 4 + 4),
    ];
    expect(at(0, 0)).toEqual([0, 0, 0, 0]);
    const colours = new Set(
      Array.from({ length: BADGE_SIZE * BADGE_SIZE }, (_, i) =>
        at(i % BADGE_SIZE, Math.floor(i / BADGE_SIZE)).join(),
      ),
    );
    expect(colours).toEqual(new Set(['0,0,0,0', '217,31,38,255', '255,255,255,255']));
  });

  it('caps the label so it fits', () => {
    expect([badgeLabel(5), badgeLabel(42), badgeLabel(100)]).toEqual(['5', '42', '9+']);
  });
});

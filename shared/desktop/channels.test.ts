import { describe, expect, it } from 'vitest';
import {
  INVOKE_CHANNEL_KEYS,
  IPC_CHANNELS,
  IPC_CHANNEL_PREFIX,
  MAIN_TO_RENDERER_CHANNEL_KEYS,
  isKnownChannel,
} from './channels';

describe('channel registry', () => {
  it('has one prefix and no duplicate names', () => {
    const names = Object.values(IPC_CHANNELS);
    expect(names.every((name) => name.startsWith(IPC_CHANNEL_PREFIX))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists every channel either as invokable or as main-to-renderer, never both', () => {
    expect([...INVOKE_CHANNEL_KEYS, ...MAIN_TO_RENDERER_CHANNEL_KEYS].sort()).toEqual(
      Object.keys(IPC_CHANNELS).sort(),
    );
  });

  it('knows only its own names', () => {
    expect(isKnownChannel('ops:token:get')).toBe(true);
    expect(isKnownChannel('ops:token:GET')).toBe(false);
    expect(isKnownChannel('ops:shell:exec')).toBe(false);
    expect(isKnownChannel(undefined)).toBe(false);
  });
});

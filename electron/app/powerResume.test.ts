import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { watchResume } from './powerResume';

describe('refresh after sleep', () => {
  it('tells the page on resume and on unlocking the screen, not on other power events', () => {
    const powerMonitor = new EventEmitter();
    const tellPage = vi.fn();
    watchResume(powerMonitor, tellPage);
    powerMonitor.emit('suspend');
    powerMonitor.emit('lock-screen');
    expect(tellPage).not.toHaveBeenCalled();
    powerMonitor.emit('resume');
    powerMonitor.emit('unlock-screen');
    expect(tellPage).toHaveBeenCalledTimes(2);
  });
});

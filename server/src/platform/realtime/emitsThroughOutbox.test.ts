import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');

/**
 * The files that may call an EventBus's send methods themselves: the Outbox (the one way a
 * service emits), and the bus's own layers (the socket server, the metrics and dashboard
 * wrappers, the late-bound bus of buildServer).
 */
const BUS_LAYERS = new Set([
  'platform/db/outbox.ts',
  'platform/realtime/socketServer.ts',
  'platform/realtime/eventBus.ts',
  'platform/observability/index.ts',
  'domains/dashboard/pulse.ts',
  'compose/buildServer.ts',
]);

/** A send on a bus: `deps.events.toTopic(`, `events.toUser(`, `bus.toCode(`, `inner.toTopic(`. */
const BUS_SEND = /\b(?:events|bus|inner|current)\??\.to(?:User|Topic|Code)\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Lines that send on a bus outside its own layers: `file:line: text`. */
function sendsOutsideTheOutbox(files: ReadonlyArray<{ path: string; text: string }>): string[] {
  return files.flatMap(({ path, text }) =>
    BUS_LAYERS.has(path)
      ? []
      : text
          .split('\n')
          .flatMap((line, i) => (BUS_SEND.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('every realtime event leaves through the Outbox', () => {
  it('no service sends on the event bus itself', () => {
    const files = sourceFiles(SRC).map((path) => ({
      path: relative(SRC, path).split('\\').join('/'),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(sendsOutsideTheOutbox(files)).toEqual([]);
  });

  it('would catch one', () => {
    const direct = {
      path: 'domains/rides/events.ts',
      text: "  deps.events.toTopic('NEW_ON_GOING_RIDE', 'NEW_ON_GOING_RIDE', payload);",
    };
    const throughOutbox = {
      path: 'domains/rides/events.ts',
      text: '  emitNow(deps.events, (out) => out.toTopic(REALTIME_EVENTS.NEW_ON_GOING_RIDE, payload));',
    };
    expect(sendsOutsideTheOutbox([direct, throughOutbox])).toEqual([
      `domains/rides/events.ts:1: ${direct.text.trim()}`,
    ]);
  });
});

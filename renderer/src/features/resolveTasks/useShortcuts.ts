import { useEffect, useRef } from 'react';
import { shortcutFor, type ShortcutAction } from './shortcuts';

/**
 * One keydown listener for the page; components register what a shortcut does while
 * they are on screen. The registry is module-level because only one workspace is open.
 */
const handlers = new Map<ShortcutAction, () => void>();

export function useShortcutHandler(action: ShortcutAction, handler: (() => void) | null): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  const active = handler !== null;
  useEffect(() => {
    if (!active) return undefined;
    const run = () => ref.current?.();
    handlers.set(action, run);
    return () => {
      if (handlers.get(action) === run) handlers.delete(action);
    };
  }, [action, active]);
}

function dialogIsOpen(): boolean {
  // antd keeps closed modals mounted with display:none; only a visible one counts. An open
  // drawer (a bill, a transfer) holds its own buttons too.
  const modal = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].some(
    (node) => node.style.display !== 'none',
  );
  return modal || document.querySelector('.ant-drawer-open') !== null;
}

export function useShortcutListener(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const action = shortcutFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        code: event.code,
        targetTag: target?.tagName ?? '',
        targetEditable: !!target?.isContentEditable,
        dialogOpen: dialogIsOpen(),
      });
      const handler = action ? handlers.get(action) : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

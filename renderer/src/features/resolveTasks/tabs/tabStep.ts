/** The tab `step` places from `active`, going round at either end (the ] and [ keys). */
export function stepTab(keys: readonly string[], active: string, step: 1 | -1): string {
  if (keys.length === 0) return active;
  const at = keys.indexOf(active);
  if (at < 0) return keys[0]!;
  return keys[(at + step + keys.length) % keys.length]!;
}

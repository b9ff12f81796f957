/** 02 §5: "The chosen fields are remembered per module in browser storage." */
const keyOf = (module: string) => `ops.export.fields.${module}`;

/**
 * The fields last exported for this module, among those offered now. Keys from an older
 * field list, or that this role no longer sees, are dropped; if none is left the choice
 * starts again from every offered field rather than from nothing. A remembered empty
 * choice stays empty (the dialog then says to pick one).
 */
export function loadExportFields(
  storage: Pick<Storage, 'getItem'> | null,
  module: string,
  offered: readonly string[],
): string[] {
  try {
    const raw = storage?.getItem(keyOf(module));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(parsed)) {
      const known = offered.filter((key) => parsed.includes(key));
      if (known.length > 0 || parsed.length === 0) return known;
    }
  } catch {
    // A damaged entry falls back to every field rather than blocking the export.
  }
  return [...offered];
}

export function saveExportFields(
  storage: Pick<Storage, 'setItem'> | null,
  module: string,
  fields: readonly string[],
): void {
  try {
    storage?.setItem(keyOf(module), JSON.stringify(fields));
  } catch {
    // Storage full or blocked: the choice is simply not remembered.
  }
}

export const browserStorage = (): Storage | null =>
  typeof window !== 'undefined' ? window.localStorage : null;

/** Contact reasons and their categories (issue 9 §3): the words staff type, checked on both sides. */

export const CONTACT_REASON_NAME_MAX = 80;

export const CONTACT_REASON_MESSAGES = {
  nameRequired: 'Please enter a name',
  nameTooLong: `Name must be at most ${CONTACT_REASON_NAME_MAX} characters`,
  categoryRequired: 'Please choose a category',
  categoryNotFound: 'Category not found',
  reasonNotFound: 'Contact reason not found',
  duplicateCategory: 'A category with this name already exists',
  duplicateReason: 'A contact reason with this name already exists in this category',
  orderMismatch: 'The order must list every item exactly once; reload and try again',
} as const;

/** The problem with a name (English or Arabic), or null. */
export function contactNameProblem(name: string | null | undefined, required = true): string | null {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return required ? CONTACT_REASON_MESSAGES.nameRequired : null;
  return trimmed.length > CONTACT_REASON_NAME_MAX ? CONTACT_REASON_MESSAGES.nameTooLong : null;
}

/** An order is the full list of ids, each once: anything else was built from a stale list. */
export function orderProblem(current: readonly string[], proposed: readonly string[]): string | null {
  if (proposed.length !== current.length || new Set(proposed).size !== proposed.length)
    return CONTACT_REASON_MESSAGES.orderMismatch;
  const known = new Set(current);
  return proposed.every((id) => known.has(id)) ? null : CONTACT_REASON_MESSAGES.orderMismatch;
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveInOrder<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

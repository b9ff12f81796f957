import { compactFilters, LIST_MESSAGES, type Parsed } from '@ops/shared/lists/listRequest';

type Choices = Readonly<Record<string, readonly string[]>>;
export type Chosen<C extends Choices> = { [K in keyof C]?: C[K][number] };

/**
 * The filters of a list shown whole (a live team table: no list kit, so no list schema): each
 * key one of the page's own choices, refused in the list kit's words otherwise. A page with no
 * choices takes `{}` only.
 */
export function readChoices<C extends Choices>(
  value: Record<string, unknown>,
  choices: C,
): Parsed<Chosen<C>> {
  const filters = compactFilters(value);
  const unknown = Object.keys(filters).filter((key) => !Object.hasOwn(choices, key));
  if (unknown.length > 0) return { ok: false, error: LIST_MESSAGES.unknownFilter(unknown) };
  for (const [key, allowed] of Object.entries(choices)) {
    const chosen = filters[key];
    if (chosen !== undefined && !allowed.some((choice) => choice === chosen)) {
      return { ok: false, error: LIST_MESSAGES.badFilter(key, `choose ${allowed.join(' or ')}`) };
    }
  }
  // Every key is one of `choices` and every value one of its strings: what Chosen<C> says.
  return { ok: true, value: filters as Chosen<C> };
}

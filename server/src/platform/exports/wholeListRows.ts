/**
 * A list the page reads whole (settings as they stand: no paging, no keyset) from the page's
 * own query, in one batch. A selection keeps the page's order, and an id the list does not
 * hold writes nothing.
 */
export async function* wholeListRows<Row>(
  read: () => Promise<readonly Row[]>,
  idOf: (row: Row) => string,
  ids: readonly string[] | null,
): AsyncGenerator<readonly Row[]> {
  const all = await read();
  const chosen = ids ? all.filter((row) => ids.includes(idOf(row))) : all;
  if (chosen.length > 0) yield chosen;
}

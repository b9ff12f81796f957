/** 02 §2, 03 §5: the search form strips '+' and '=' from the term. */
export function cleanSearchTerm(term: string): string {
  return term.replace(/[+=]/g, '');
}

import { lengthError, SEARCH_TERM_MAX_LENGTH } from './limits';

export { SEARCH_TERM_MAX_LENGTH };

/** 02 §2, 03 §5: the search form strips '+' and '=' from the term. */
export function cleanSearchTerm(term: string): string {
  return term.replace(/[+=]/g, '');
}

/** null when the term may be searched (issue 6 §7: at most 100 characters), else the message. */
export function searchTermError(term: string | null | undefined): string | null {
  return lengthError('searchTerm', term);
}

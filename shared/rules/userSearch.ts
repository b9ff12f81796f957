import { toAsciiDigits } from './digits';
import { cleanSearchTerm } from './searchTerm';

/**
 * What searchUsers looks for (02 §7: by phone, name, email or national ID). Every part is a
 * prefix, so each one can use an index (migration 0007); the bench's phone-prefix target
 * depends on that.
 */
export interface UserSearchPrefixes {
  /** Lower-cased, for name and email; '' when the term is empty. */
  text: string;
  /** The stored phone form ('+2010…') the typed digits begin, or null when the term is not digits. */
  phone: string | null;
  /** The digits as typed, for the national ID; null when the term is not digits. */
  digits: string | null;
}

/**
 * Staff type phone numbers the Egyptian ways ('0100 123', '20100…', '0020100…', '+20100…'
 * whose '+' the search form strips, Arabic digits); every one maps to the stored '+20…'.
 */
export function phoneSearchPrefix(digits: string): string | null {
  if (digits.startsWith('0020')) return `+20${digits.slice(4)}`;
  if (digits.startsWith('20')) return `+${digits}`;
  if (digits.startsWith('0')) return digits.length > 1 ? `+20${digits.slice(1)}` : '+20';
  if (digits.startsWith('1')) return `+20${digits}`;
  return null;
}

export function userSearchPrefixes(term: string): UserSearchPrefixes {
  const text = cleanSearchTerm(term).trim().toLowerCase();
  const compact = toAsciiDigits(text).replace(/[\s\-().]/g, '');
  const digits = /^\d+$/.test(compact) ? compact : null;
  return { text, phone: digits ? phoneSearchPrefix(digits) : null, digits };
}

/** A prefix for SQL LIKE with its wildcards taken literally (the server escapes with '\'). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

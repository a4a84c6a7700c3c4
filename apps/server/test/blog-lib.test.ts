// @vitest-environment happy-dom
// The blog screens' pure rules: the 13-word related title, comma lists and hashtags, the list's search and
// pager, where an author's post is read, and what session storage gives back.
import type { AuthorPosts, BlogListItem } from "@vetan/shared";
import { beforeEach, describe, expect, it } from "vitest";
import { authorPostHref, isSisterPost } from "../../web/app/lib/blog-author.ts";
import { filterPosts, listSearch, paginate, parsePage } from "../../web/app/lib/blog-list.ts";
import { readAuthor, readPost, rememberAuthor, rememberPost } from "../../web/app/lib/blog-storage.ts";
import { formatPostDate, hashtag, hashtagSearchUrl, splitList, truncateWords } from "../../web/app/lib/blog-text.ts";

describe("truncateWords", () => {
  it("keeps titles of up to 13 words whole", () => {
    expect(truncateWords("Anatomy of a payslip: every line explained")).toBe("Anatomy of a payslip: every line explained");
    const thirteen = "one two three four five six seven eight nine ten eleven twelve thirteen";
    expect(truncateWords(thirteen)).toBe(thirteen);
  });

  it("cuts longer titles to their first 13 words and an ellipsis", () => {
    expect(truncateWords("one two three four five six seven eight nine ten eleven twelve thirteen fourteen")).toBe(
      "one two three four five six seven eight nine ten eleven twelve thirteen…",
    );
    expect(truncateWords("The DPDP Act and employee data: what HR teams should do before May 2027")).toBe(
      "The DPDP Act and employee data: what HR teams should do before May…",
    );
  });

  it("counts words across any whitespace and honours another limit", () => {
    expect(truncateWords("  a \n b\tc  d ", 3)).toBe("a b c…");
    expect(truncateWords("   ")).toBe("");
  });
});

describe("comma lists and hashtags", () => {
  it("splits on commas, trims, drops empties and repeats", () => {
    expect(splitList(" payroll, PF ,, ESI ,payroll, ")).toEqual(["payroll", "PF", "ESI"]);
    expect(splitList("")).toEqual([]);
  });

  it("makes a hashtag and the web search it opens", () => {
    expect(hashtag("Labour Codes")).toBe("LabourCodes");
    expect(hashtag("#PF")).toBe("PF");
    expect(hashtagSearchUrl("LabourCodes")).toBe("https://www.google.com/search?q=%23LabourCodes");
    expect(hashtagSearchUrl("GST & TDS")).toBe("https://www.google.com/search?q=%23GST%26TDS");
  });

  it("writes dates as Indian readers do, on Indian time", () => {
    expect(formatPostDate("2026-01-14T06:30:00.000Z")).toBe("14 January 2026");
    // 20:00 UTC on 31 March is already 1 April in Kolkata.
    expect(formatPostDate("2026-03-31T20:00:00.000Z")).toBe("1 April 2026");
  });
});

const post = (n: number, over: Partial<BlogListItem> = {}): BlogListItem => ({
  id: n,
  title: `Post ${n}`,
  excerpt: `Excerpt ${n}`,
  author_name: "Ananya Iyer",
  author_slug: "ananya-iyer",
  author_image: "/images/authors/ananya-iyer.svg",
  image_url: "/images/blog/placeholder.svg",
  image_alt: "",
  image_title: "",
  image_width: 1200,
  image_height: 630,
  slug: `post-${n}`,
  product_name: "Vetan",
  created_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("blog search", () => {
  const posts = [
    post(1, { title: "EPF wage ceiling rises" }),
    post(2, { excerpt: "How the ESI threshold works" }),
    post(3, { author_name: "Rohit Deshpande" }),
  ];

  it("matches title, excerpt and author name without regard to case, keeping the order", () => {
    expect(filterPosts(posts, "epf").map((p) => p.id)).toEqual([1]);
    expect(filterPosts(posts, "esi THRESHOLD").map((p) => p.id)).toEqual([2]);
    expect(filterPosts(posts, "rohit").map((p) => p.id)).toEqual([3]);
    expect(filterPosts(posts, "e").map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it("keeps every post for a blank search and none for a miss", () => {
    expect(filterPosts(posts, "   ")).toHaveLength(3);
    expect(filterPosts(posts, "gratuity")).toEqual([]);
  });

  it("does not match across fields or on the slug", () => {
    expect(filterPosts(posts, "post-1")).toEqual([]);
    expect(filterPosts([post(9, { title: "Leave", excerpt: "policy" })], "leave policy")).toEqual([]);
  });
});

describe("blog pager", () => {
  const items = Array.from({ length: 17 }, (_, i) => i + 1);

  it("pages by eight, clamping the page into range", () => {
    expect(paginate(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8], page: 1, totalPages: 3, total: 17 });
    expect(paginate(items, 3)).toEqual({ items: [17], page: 3, totalPages: 3, total: 17 });
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items.slice(0, 8), 2)).toMatchObject({ page: 1, totalPages: 1 });
  });

  it("is 'Page 1 of 1' with no items", () => {
    expect(paginate([], 4)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });

  it("reads ?page= leniently and writes the address without defaults", () => {
    expect(parsePage("2")).toBe(2);
    for (const bad of [null, "", "0", "-1", "1.5", "two"]) expect(parsePage(bad)).toBe(1);
    expect(listSearch("", 1)).toBe("");
    expect(listSearch("  ", 3)).toBe("?page=3");
    expect(listSearch("pf & esi", 1)).toBe("?q=pf+%26+esi");
    expect(listSearch("tds", 2)).toBe("?q=tds&page=2");
  });
});

describe("where an author's post is read", () => {
  const base = { post_slug: "gst-tax-invoice-checklist", post_url: "https://lekha.in/blog/gst-tax-invoice-checklist" };

  it("sends the sister product's posts to its own blog and Vetan's to /blog/{slug}", () => {
    expect(authorPostHref({ ...base, product_name: "Lekha" })).toBe("https://lekha.in/blog/gst-tax-invoice-checklist");
    expect(authorPostHref({ ...base, product_name: "Vetan" })).toBe("/blog/gst-tax-invoice-checklist");
    expect(authorPostHref({ ...base, product_name: "VETAN" })).toBe("/blog/gst-tax-invoice-checklist");
    expect(isSisterPost({ product_name: " vetan " })).toBe(false);
  });
});

describe("session storage", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the selected post under its slug and gives it back", () => {
    const p = post(4);
    rememberPost(p);
    expect(JSON.parse(sessionStorage.getItem("post-4")!)).toEqual(p);
    expect(readPost("post-4")).toEqual(p);
    expect(readPost("post-5")).toBeNull();
  });

  it("ignores what is not a post of that slug", () => {
    sessionStorage.setItem("post-4", "{not json");
    expect(readPost("post-4")).toBeNull();
    sessionStorage.setItem("post-4", JSON.stringify({ ...post(4), title: 7 }));
    expect(readPost("post-4")).toBeNull();
    sessionStorage.setItem("post-4", JSON.stringify(post(5)));
    expect(readPost("post-4")).toBeNull();
  });

  it("keeps an author under author:{slug} and checks its shape on the way out", () => {
    const author: AuthorPosts = {
      author_name: "Ananya Iyer",
      author_slug: "ananya-iyer",
      author_image: "/images/authors/ananya-iyer.svg",
      author_bio: "Payroll compliance.",
      posts: [
        {
          post_id: 1,
          product_name: "Vetan",
          post_title: "ESI",
          post_excerpt: "When ESI applies",
          post_slug: "esi-applicability-guide",
          post_featured_image: "/images/blog/esi-applicability-guide.svg",
          post_featured_image_alt: "",
          post_url: "/blog/esi-applicability-guide",
        },
      ],
    };
    rememberAuthor(author);
    expect(readAuthor("ananya-iyer")).toEqual(author);
    sessionStorage.setItem("author:ananya-iyer", JSON.stringify({ ...author, posts: [{ post_title: "x" }] }));
    expect(readAuthor("ananya-iyer")).toBeNull();
  });

  it("carries on when storage refuses writes or reads", () => {
    const real = window.sessionStorage;
    const refusing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    Object.defineProperty(window, "sessionStorage", { value: refusing, configurable: true });
    try {
      expect(() => rememberPost(post(6))).not.toThrow();
      expect(readPost("post-6")).toBeNull();
    } finally {
      Object.defineProperty(window, "sessionStorage", { value: real, configurable: true });
    }
    expect(real.getItem("post-6")).toBeNull();
  });
});

// The console's blog content (issue 5): posts with their content blocks, authors, and uploaded images. One
// schema per input, used by the console's forms before sending and by /api/v1/admin's routes, so both give
// a person the same sentence. Block HTML is sanitised by the server when saved; these schemas only bound it.
import { z } from "zod";
import { safeUrl } from "./safe-url.ts";

/** SPEC.md §3 "Blog block" types, in the order the editor offers them. */
export const BLOCK_TYPES = [
  "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "code", "pre",
  "div", "span", "strong", "em", "u", "img", "video", "a", "br",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** What each block type is called in the editor. */
export const BLOCK_LABELS: Record<BlockType, string> = {
  p: "Paragraph",
  h1: "Heading 1",
  h2: "Heading 2",
  h3: "Heading 3",
  h4: "Heading 4",
  h5: "Heading 5",
  h6: "Heading 6",
  ul: "Bulleted list",
  ol: "Numbered list",
  li: "List item",
  blockquote: "Quotation",
  code: "Code (inline)",
  pre: "Preformatted text",
  div: "Division",
  span: "Span",
  strong: "Bold text",
  em: "Italic text",
  u: "Underlined text",
  img: "Image",
  video: "Video",
  a: "Link",
  br: "Line break",
};

/** Blocks whose content is HTML (everything but a picture, a video's address and a line break). */
export const isHtmlBlock = (type: BlockType) => type !== "img" && type !== "video" && type !== "br";

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Upload limits (issue 5): these three kinds, checked by their bytes, up to 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_TYPE_MESSAGE = "Upload a JPEG, PNG or WebP image (SVG and other files are not accepted).";
export const IMAGE_SIZE_MESSAGE = "The image is larger than 5 MB. Make it smaller and try again.";
/** The largest side we keep a size for (a bigger picture is refused on upload). */
export const IMAGE_MAX_SIDE = 20_000;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_BLOCKS = 200;

/** "Gratuity under the Labour Codes!" → "gratuity-under-the-labour-codes": a slug to start from. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

/** Free text, trimmed; `label is required` when empty (or missing) and required. */
function text(label: string, max: number, required = false) {
  const base = z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) }).trim();
  const bounded = base.max(max, `${label} must be at most ${max} characters`);
  return required ? bounded.min(1, `${label} is required`) : bounded;
}

const slugField = z
  .string({ error: "Slug is required" })
  .trim()
  .min(1, "Slug is required")
  .max(120, "Slug must be at most 120 characters")
  .regex(SLUG_PATTERN, "Use lowercase letters, digits and single hyphens, like gst-on-salary");

/**
 * An address for src/href: a site path (/media/…) or an http(s) URL; "" or null means none. Output is the
 * normalised address or null.
 */
function optionalUrl(label: string) {
  return z
    .string({ error: `${label} must be an address` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || safeUrl(v) !== null, `${label} must be a path on this site (/media/…) or an http(s) address`)
    .transform((v) => (v === null ? null : safeUrl(v)));
}

/** Pixel size of a picture, as read from its file when uploaded; null when not known. */
const dimension = z
  .number({ error: "Size must be a number of pixels" })
  .int("Size must be a whole number of pixels")
  .min(1, "Size must be at least 1 pixel")
  .max(IMAGE_MAX_SIDE, `Size must be at most ${IMAGE_MAX_SIDE} pixels`)
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** A comma list (SPEC.md §3 keyword, tag): items trimmed, empty ones dropped, joined with ", ". */
function commaList(label: string) {
  return text(label, 500)
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .join(", "),
    );
}

export const BlockInputSchema = z
  .strictObject({
    block_type: z.enum(BLOCK_TYPES, { error: "Choose a block type" }),
    block_content: z.string({ error: "Content must be text" }).max(20_000, "A block holds at most 20000 characters").default(""),
    block_image: optionalUrl("Image"),
    block_image_alt: text("Alt text", 300).default(""),
    block_image_title: text("Image title", 200).default(""),
    block_image_desc: text("Image description", 1000).default(""),
    block_image_width: dimension,
    block_image_height: dimension,
  })
  .superRefine((block, ctx) => {
    const type = block.block_type;
    if (type === "img") {
      if (!block.block_image) ctx.addIssue({ code: "custom", path: ["block_image"], message: "Upload or choose an image for this block" });
      if (!block.block_image_alt) ctx.addIssue({ code: "custom", path: ["block_image_alt"], message: "Describe the image for people who cannot see it (alt text)" });
    } else if (type === "video") {
      if (!block.block_content.trim()) ctx.addIssue({ code: "custom", path: ["block_content"], message: "Give the video file's address" });
      else if (safeUrl(block.block_content) === null)
        ctx.addIssue({ code: "custom", path: ["block_content"], message: "The video's address must be a path on this site or an http(s) address" });
    } else if (type !== "br" && !block.block_content.trim()) {
      ctx.addIssue({ code: "custom", path: ["block_content"], message: "Write something in this block, or remove it" });
    }
  });
export type BlockInput = z.input<typeof BlockInputSchema>;
export type Block = z.output<typeof BlockInputSchema>;

export const PostInputSchema = z
  .strictObject({
    title: text("Title", 200, true),
    slug: slugField,
    excerpt: text("Excerpt", 600, true),
    product: z.string({ error: "Choose a product" }).trim().min(1, "Choose a product").max(32, "Choose a product"),
    author_id: z.number({ error: "Choose an author" }).int("Choose an author").min(1, "Choose an author").max(2_147_483_647, "Choose an author"),
    status: z.enum(POST_STATUSES, { error: "Choose draft or published" }),
    keyword: commaList("Keywords"),
    tag: commaList("Tags"),
    image_url: optionalUrl("Cover image"),
    image_alt: text("Cover alt text", 300).default(""),
    image_title: text("Cover title", 200).default(""),
    image_desc: text("Cover description", 1000).default(""),
    image_width: dimension,
    image_height: dimension,
    seo_title: text("SEO title", 120).default(""),
    seo_description: text("SEO description", 320).default(""),
    canonical_url: optionalUrl("Canonical URL"),
    blocks: z.array(BlockInputSchema, { error: "Blocks must be a list" }).max(MAX_BLOCKS, `A post can have at most ${MAX_BLOCKS} blocks`).default([]),
  })
  .superRefine((post, ctx) => {
    if (post.image_url && !post.image_alt) {
      ctx.addIssue({ code: "custom", path: ["image_alt"], message: "Describe the cover image for people who cannot see it (alt text)" });
    }
  });
export type PostInput = z.input<typeof PostInputSchema>;
export type PostData = z.output<typeof PostInputSchema>;

export const AuthorInputSchema = z.strictObject({
  name: text("Name", 100, true),
  slug: slugField,
  image_url: optionalUrl("Picture").refine((v) => v !== null, "Add a picture: upload one or give its address"),
  bio: text("Short bio", 1000).default(""),
});
export type AuthorInput = z.input<typeof AuthorInputSchema>;
export type AuthorData = z.output<typeof AuthorInputSchema>;

/** GET /posts: search, filters and paging. */
export const PostListQuerySchema = z.strictObject({
  q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  status: z.enum(POST_STATUSES, { error: "Status is draft or published" }).optional(),
  product: z.string().trim().max(32).optional(),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).max(100).default(20),
  offset: z.coerce.number({ error: "offset must be a number" }).int().min(0).max(1_000_000).default(0),
});
export type PostListQuery = z.input<typeof PostListQuerySchema>;
export type PostListFilter = z.output<typeof PostListQuerySchema>;

// ─── Answers ──────────────────────────────────────────────────────────────────────────────────────────

export interface AdminProduct {
  code: string;
  name: string;
}

export interface AdminPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  status: PostStatus;
  product: string;
  product_name: string;
  author_id: number;
  author_name: string;
  image_url: string | null;
  published_at: string | null;
  updated_at: string;
}

export interface AdminPostPage {
  data: AdminPostSummary[];
  total: number;
  limit: number;
  offset: number;
}

/** A whole post as the editor loads it: every field, blocks in order (HTML as stored, i.e. sanitised). */
export interface AdminPost extends Omit<PostData, "blocks"> {
  id: number;
  product_name: string;
  author_name: string;
  author_slug: string;
  author_image: string;
  /** Where it is read when published: /blog/{slug} for Vetan, the sister product's blog otherwise. */
  public_url: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  blocks: Block[];
}

export interface AdminAuthor {
  id: number;
  name: string;
  slug: string;
  image_url: string;
  bio: string;
  /** Posts by this author, published or not: while any exist the author cannot be deleted. */
  posts: number;
  updated_at: string;
}

export interface AdminImage {
  /** Public address, e.g. /media/3f2a….png; the same bytes always give the same address. */
  url: string;
  name: string;
  type: ImageType;
  width: number;
  height: number;
  bytes: number;
  uploaded_at: string;
}

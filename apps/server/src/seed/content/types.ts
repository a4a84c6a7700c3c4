// Shapes of the demo content the seed writes into an empty database.
// The seed is ours: realistic text for Indian HR and payroll readers, and images made for Vetan.

/** SPEC.md §3 block types. */
export const BLOCK_TYPES = [
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "blockquote", "code", "pre",
  "div", "span", "strong", "em", "u", "img", "video", "a", "br",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** An image we ship under apps/web/public (src is the public path, e.g. "/images/blog/pf-ceiling.svg"). */
export interface SeedImage {
  src: string;
  alt: string;
  title: string;
  desc: string;
  width: number;
  height: number;
}

/**
 * One content block. `content` is HTML for the inside of the element named by `type`
 * (for "ul"/"ol" a run of <li>…</li>; for "a" a whole <a href="…">…</a>; for "br" empty;
 * for "video" the URL of the video file; for "img" empty, the picture is in `image`).
 */
export interface SeedBlock {
  type: BlockType;
  content: string;
  image?: SeedImage;
}

/** Products whose posts the blog serves. Vetan is webid 2; its sister product keeps its blog elsewhere. */
export type ProductCode = "VETAN" | "LEKHA";

export interface SeedAuthor {
  slug: string;
  name: string;
  /** Square avatar, public path. */
  image: string;
  bio: string;
}

export interface SeedPost {
  product: ProductCode;
  slug: string;
  title: string;
  excerpt: string;
  authorSlug: string;
  keywords: string[];
  tags: string[];
  image: SeedImage;
  /** Publication date, YYYY-MM-DD (Asia/Kolkata). */
  publishedAt: string;
  seoTitle: string;
  seoDescription: string;
  blocks: SeedBlock[];
}

export interface SeedFaq {
  question: string;
  answer: string;
}

export interface SeedPlan {
  name: string;
  description: string;
  /** Whole rupees per month. */
  pricePerMonthRupees: number;
  /** Shown with the 'New' ribbon. */
  isNew: boolean;
  /** The column of the Distribution of Plans that decides its features (decision 031). */
  tier: "basic" | "premium" | "enterprise";
  includedEmployees: number;
  /** Whole rupees a month per employee beyond the included number; null when the plan takes none. */
  extraEmployeeRupees: number | null;
  features: { name: string; desc: string }[];
}

export interface SeedPlanModule {
  module: string;
  moduleKey: string;
  submodules: { name: string; featureKey: string; basic: boolean; premium: boolean; enterprise: boolean }[];
}

export interface SeedSeoPage {
  pageId: number;
  path: string;
  title: string;
  description: string;
  keywords: string;
}

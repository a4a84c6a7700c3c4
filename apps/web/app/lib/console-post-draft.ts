// The post editor's working copy: strings as the controls hold them, each block with a key of its own so it
// keeps its controls (and focus) while blocks move. `inputOf` turns it into the shared schema's PostInput,
// which the form checks and the API receives; field messages come back keyed by that input's paths.
import type { AdminPost, BlockInput, BlockType, PostInput, PostStatus } from "@vetan/shared/admin-content";

export interface ImageDraft {
  url: string;
  alt: string;
  title: string;
  desc: string;
  width: number | null;
  height: number | null;
}

export interface BlockDraft {
  key: string;
  type: BlockType;
  /** HTML, or a video's address. */
  content: string;
  /** The picture of an image block, or a video's poster. */
  image: ImageDraft;
}

export interface PostDraft {
  product: string;
  slug: string;
  title: string;
  excerpt: string;
  author_id: string;
  status: PostStatus;
  keyword: string;
  tag: string;
  cover: ImageDraft;
  seo_title: string;
  seo_description: string;
  canonical_url: string;
  blocks: BlockDraft[];
}

export const NO_IMAGE: ImageDraft = { url: "", alt: "", title: "", desc: "", width: null, height: null };

let lastKey = 0;
export const newBlock = (type: BlockType): BlockDraft => ({ key: `block-${++lastKey}`, type, content: "", image: NO_IMAGE });

export function emptyDraft(product: string): PostDraft {
  return {
    product,
    slug: "",
    title: "",
    excerpt: "",
    author_id: "",
    status: "draft",
    keyword: "",
    tag: "",
    cover: NO_IMAGE,
    seo_title: "",
    seo_description: "",
    canonical_url: "",
    blocks: [newBlock("p")],
  };
}

export function draftOf(post: AdminPost): PostDraft {
  return {
    product: post.product,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    author_id: String(post.author_id),
    status: post.status,
    keyword: post.keyword,
    tag: post.tag,
    cover: {
      url: post.image_url ?? "",
      alt: post.image_alt,
      title: post.image_title,
      desc: post.image_desc,
      width: post.image_width,
      height: post.image_height,
    },
    seo_title: post.seo_title,
    seo_description: post.seo_description,
    canonical_url: post.canonical_url ?? "",
    blocks: post.blocks.map((b) => ({
      ...newBlock(b.block_type),
      content: b.block_content,
      image: {
        url: b.block_image ?? "",
        alt: b.block_image_alt,
        title: b.block_image_title,
        desc: b.block_image_desc,
        width: b.block_image_width,
        height: b.block_image_height,
      },
    })),
  };
}

function blockInput(b: BlockDraft): BlockInput {
  return {
    block_type: b.type,
    block_content: b.type === "img" || b.type === "br" ? "" : b.content,
    block_image: b.image.url || null,
    block_image_alt: b.image.alt,
    block_image_title: b.image.title,
    block_image_desc: b.image.desc,
    block_image_width: b.image.url ? b.image.width : null,
    block_image_height: b.image.url ? b.image.height : null,
  };
}

export function inputOf(d: PostDraft): PostInput {
  return {
    product: d.product,
    slug: d.slug,
    title: d.title,
    excerpt: d.excerpt,
    // Not chosen yet: 0, which the schema answers with "Choose an author".
    author_id: d.author_id ? Number(d.author_id) : 0,
    status: d.status,
    keyword: d.keyword,
    tag: d.tag,
    image_url: d.cover.url || null,
    image_alt: d.cover.alt,
    image_title: d.cover.title,
    image_desc: d.cover.desc,
    image_width: d.cover.url ? d.cover.width : null,
    image_height: d.cover.url ? d.cover.height : null,
    seo_title: d.seo_title,
    seo_description: d.seo_description,
    canonical_url: d.canonical_url || null,
    blocks: d.blocks.map(blockInput),
  };
}

/** Field message paths of a picture: the cover's (image_url…) or a block's (blocks.2.block_image…). */
export function imagePaths(prefix: "image" | `blocks.${number}.block_image`) {
  return {
    url: prefix === "image" ? "image_url" : prefix,
    alt: `${prefix}_alt`,
    title: `${prefix}_title`,
    desc: `${prefix}_desc`,
    width: `${prefix}_width`,
    height: `${prefix}_height`,
  };
}

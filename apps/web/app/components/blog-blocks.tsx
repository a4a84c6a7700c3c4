// A post's content blocks (SPEC.md §3 "Blog block"), each in the element its block_type names.
import type { BlogBlock } from "@vetan/shared";
import type { JSX } from "react";

/** Block types whose stored HTML is the inside of an element of the same name. */
const CONTAINERS = new Set(["h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "blockquote", "code", "pre", "div", "span", "strong", "em", "u"]);

/**
 * Block HTML is sanitised by allowlist when it is written (DESIGN.md: no script, no event handlers, only
 * http(s), mailto and tel links), so it is rendered as stored — in this one place.
 */
function StoredHtml({ as: Tag, html, className }: { as: keyof JSX.IntrinsicElements; html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by allowlist at write time (see above)
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Block({ block }: { block: BlogBlock }) {
  const type = block.block_type;
  const html = block.block_content;
  switch (type) {
    // The post title is the page's one h1, so an h1 block reads as the top heading inside the post.
    case "h1":
      return <StoredHtml as="h2" className="blog-block-h1" html={html} />;
    // A lone list item still needs a list around it to be one.
    case "li":
      return (
        <ul className="blog-block-li">
          <StoredHtml as="li" html={html} />
        </ul>
      );
    // The stored HTML of an "a" block is the whole link; an <a> around it would nest links.
    case "a":
      return <StoredHtml as="p" className="blog-block-a" html={html} />;
    case "br":
      return <br />;
    case "img":
      return block.block_image ? (
        <figure className="blog-figure">
          <img
            src={block.block_image}
            alt={block.block_image_alt}
            title={block.block_image_title || undefined}
            width={block.block_image_width ?? 800}
            height={block.block_image_height ?? 450}
            loading="lazy"
            decoding="async"
          />
          {block.block_image_desc && <figcaption>{block.block_image_desc}</figcaption>}
        </figure>
      ) : null;
    // A video block stores the file's address; its picture, when there is one, is the poster. The tours
    // we publish are silent screen recordings, described by the caption below them.
    case "video":
      return block.block_content ? (
        <figure className="blog-figure">
          <video
            controls
            muted
            preload="none"
            src={block.block_content}
            poster={block.block_image ?? undefined}
            width={block.block_image_width ?? 800}
            height={block.block_image_height ?? 450}
            title={block.block_image_title || undefined}
            aria-label={block.block_image_alt || undefined}
          />
          {block.block_image_desc && <figcaption>{block.block_image_desc}</figcaption>}
        </figure>
      ) : null;
    default:
      return CONTAINERS.has(type) ? <StoredHtml as={type as keyof JSX.IntrinsicElements} className={`blog-block-${type}`} html={html} /> : null;
  }
}

export function BlogBlocks({ blocks }: { blocks: BlogBlock[] }) {
  return (
    <div className="blog-content">
      {blocks.map((block, i) => (
        // Blocks have no id of their own; their order is fixed for a given post.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={i} block={block} />
      ))}
    </div>
  );
}

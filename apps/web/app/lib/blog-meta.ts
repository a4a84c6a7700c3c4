// Head tags of a blog post (SPEC.md §2 "Blog detail": title, description, keywords, canonical link and
// social-share tags from the blog) plus BlogPosting structured data for search engines.
import type { BlogDetail } from "@vetan/shared";
import type { MetaDescriptor } from "react-router";
import type { PublicSettings } from "./load-context.ts";
import { pageMeta } from "./seo-meta.ts";
import { absoluteUrl } from "./settings.ts";
import { splitList } from "./blog-text.ts";

export const PUBLISHER = { name: "Vetan", logo: "/images/site/logo.svg" } as const;

/** The post's own canonical address when it has one, else its address on this site. */
export function canonicalUrl(post: Pick<BlogDetail, "canonical_url" | "slug">, settings: PublicSettings): string {
  return absoluteUrl(settings, post.canonical_url || `/blog/${post.slug}`);
}

export function blogPostingJsonLd(post: BlogDetail, settings: PublicSettings) {
  const url = canonicalUrl(post, settings);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.seo_description,
    image: [absoluteUrl(settings, post.image_url)],
    author: { "@type": "Person", name: post.author_name, url: absoluteUrl(settings, `/author/${post.author_slug}`) },
    datePublished: post.created_at,
    dateModified: post.updated_at,
    publisher: { "@type": "Organization", name: PUBLISHER.name, logo: { "@type": "ImageObject", url: absoluteUrl(settings, PUBLISHER.logo) } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    keywords: splitList(post.keyword).join(", "),
    url,
  };
}

export function blogPostMeta(post: BlogDetail, settings: PublicSettings): MetaDescriptor[] {
  const tags = pageMeta(
    {
      title: post.seo_title,
      description: post.seo_description,
      keywords: splitList(post.keyword).join(", "),
      path: canonicalUrl(post, settings),
      image: post.image_url,
      type: "article",
    },
    settings,
  );
  return [
    ...tags,
    { property: "og:image:alt", content: post.image_alt },
    { name: "twitter:image:alt", content: post.image_alt },
    { property: "article:published_time", content: post.created_at },
    { property: "article:modified_time", content: post.updated_at },
    { property: "article:author", content: absoluteUrl(settings, `/author/${post.author_slug}`) },
    ...splitList(post.tag).map((tag) => ({ property: "article:tag", content: tag })),
    { "script:ld+json": blogPostingJsonLd(post, settings) },
  ];
}

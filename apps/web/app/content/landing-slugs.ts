// The seven SEO landing pages' paths and link texts (SPEC.md §2), kept with the rest of the public pages in
// @vetan/shared/site-pages so the server's sitemap and the web's routes read one list. Apart from their
// long texts so the route table and the footer can use them without pulling every page's copy into every
// bundle.
export { landingLinks, landingSlugs } from "@vetan/shared/site-pages";

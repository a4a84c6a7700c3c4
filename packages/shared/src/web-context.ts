// What the server hands the page loaders (DESIGN.md: the same services as the API, no HTTP hop). It lives
// here, between the two, so the server provides the shape the web app needs without importing the web app.
// The token lives on globalThis because this module is loaded twice — once by the server and once inside
// the built (or Vite-served) app.
import type { SiteServices } from "./site.ts";
import { createContext, type RouterContext } from "react-router";

export interface PublicSettings {
  supportEmail: string;
  supportPhone: string;
  sisterBlogBaseUrl: string;
  publicBaseUrl: string;
}

export interface WebContext {
  settings: PublicSettings;
  /** Per-response CSP nonce for inline scripts React Router emits. */
  nonce: string;
  requestId: string;
  services: SiteServices;
}

const KEY = Symbol.for("vetan.webContext");
const holder = globalThis as unknown as Record<symbol, RouterContext<WebContext> | undefined>;
holder[KEY] ??= createContext<WebContext>();
export const webContext: RouterContext<WebContext> = holder[KEY];

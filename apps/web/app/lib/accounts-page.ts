// What the three central-accounts pages share: the `callback` they carry from page to page, and the
// seamless re-login — a browser that is already signed in goes straight on to the callback (with a fresh
// one-time hand-off code when that is /Identity) instead of seeing a form.
import { safeCallback } from "@vetan/shared/accounts";
import { type MetaDescriptor, type RouterContextProvider, redirect } from "react-router";
import { webContext } from "./load-context.ts";

/** An accounts page's address with the callback kept; slashes stay readable, as in the site's Login link. */
export function withCallback(path: string, callback: string): string {
  return `${path}?${new URLSearchParams({ callback }).toString().replaceAll("%2F", "/")}`;
}

/** The accounts pages' loader: a signed-in browser is sent on at once; otherwise the page gets its callback. */
export async function continueIfSignedIn(request: Request, context: Readonly<RouterContextProvider>): Promise<{ callback: string }> {
  const callback = safeCallback(new URL(request.url).searchParams.get("callback"));
  const cookie = request.headers.get("cookie");
  // No cookie, no session: the page stays cheap (and cacheable) for everyone who is not signed in.
  if (cookie) {
    const next = await context.get(webContext).services.session.continueTo(cookie, callback);
    if (next) throw redirect(next);
  }
  return { callback };
}

/** Sign-in pages are for people, not search results. */
export function accountsMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | Vetan` }, { name: "description", content: description }, { name: "robots", content: "noindex" }];
}

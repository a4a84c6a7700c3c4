import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { MemberHeader } from "./components/accounts-member-header.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { ChunkReloadMessage, isChunkLoadError, useRouteModuleGuard } from "./lib/chunk-reload.tsx";
import { useClickTracking } from "./lib/click-tracking.ts";
import { NO_STORE } from "./lib/dashboard-door.ts";
import { FeedbackProvider } from "./lib/feedback.tsx";
import { trackingIds } from "./lib/click-payload.ts";
import { hydratesOnInteraction, isHtmlFirst, SITE_SCRIPT } from "./lib/html-first/site-script.ts";
import { webContext } from "./lib/load-context.ts";
import { useNonce } from "./lib/nonce.ts";
import { documentPath } from "./lib/document-path.ts";
import { chromeFor, dashboardFor, isPublicPath } from "./lib/session-state.ts";
// Self-hosted Inter (variable weight); the browser fetches only the subsets a page uses (see fonts.css).
import "./styles/fonts.css";
import "./styles/app.css";
import type { Route } from "./+types/root.ts";

/**
 * The public settings every page may use (support address and number, base URLs; nothing secret), and who
 * is signed in. The session is only looked up when the request carries a cookie, so anonymous pages stay
 * cheap and cacheable. A signed-in user with a type who opens a public page goes to their dashboard
 * (SPEC.md §4 user-type routing, §6).
 */
/** Only speaks when a page failed: its own meta never ran, and every page needs a title (axe, people). */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? "Page not found | Vetan" : "Something went wrong | Vetan" }, { name: "robots", content: "noindex" }];
};

/**
 * A public page framed by our own console (the heatmap draws over the live page) is shown as a visitor
 * sees it: not sent to the superadmin's dashboard, and without the signed-in bar. Browsers say where a
 * navigation will be shown (Sec-Fetch-Dest) and from where (Sec-Fetch-Site); neither can be set by a page.
 */
function framedByUs(request: Request): boolean {
  return request.headers.get("sec-fetch-dest") === "iframe" && request.headers.get("sec-fetch-site") === "same-origin";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings, services } = context.get(webContext);
  const cookie = request.headers.get("cookie");
  if (framedByUs(request) && isPublicPath(documentPath(request))) return { settings, viewer: null };
  const found = cookie ? await services.session.viewer(cookie) : null;
  const viewer = found && { usType: found.usType, name: found.name };
  const pathname = documentPath(request);
  if (viewer?.usType && isPublicPath(pathname)) {
    const home = dashboardFor(viewer.usType);
    if (home !== pathname) throw redirect(home, { headers: NO_STORE });
  }
  return { settings, viewer };
}

/**
 * Who is signed in changes the frame, so the root looks again whenever a navigation crosses between the
 * public pages and the signed-in ones (sign-in, hand-off, registration, dashboards), besides React Router's
 * usual cases.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || isPublicPath(currentUrl.pathname) !== isPublicPath(nextUrl.pathname);
}

/** The frame around the page: the public bar, the signed-in bar, or none for pages that draw their own. */
function Frame({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const chrome = chromeFor(
    useMatches().map((m) => m.handle),
    root?.viewer?.usType,
  );
  if (chrome === "own") return <main id="main">{children}</main>;
  return (
    <>
      {chrome === "member" && root?.viewer ? <MemberHeader usType={root.viewer.usType} name={root.viewer.name} /> : <SiteHeader />}
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}

/**
 * Decision 034: a page whose every route says `htmlFirst` is sent with no React Router scripts at all; its
 * controls work from SITE_SCRIPT alone. Decided on the server only: in the browser, React only ever runs on
 * a page that was sent with its scripts, and keeps them across client navigations. A visit from a campaign
 * (both tracking ids in the address, never a kept page) is sent with its scripts too, so that React's
 * click tracking reports its clicks (lib/click-tracking.ts).
 */
function useHtmlFirst(): boolean {
  const matches = useMatches();
  const { search } = useLocation();
  if (!import.meta.env.SSR) return false;
  return matches.length > 1 && matches.slice(1).every((m) => isHtmlFirst(m.handle)) && trackingIds(search) === null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  useClickTracking();
  useRouteModuleGuard();
  const htmlFirst = useHtmlFirst();
  const matches = useMatches();
  const onInteraction = matches.length > 1 && matches.slice(1).every((m) => hydratesOnInteraction(m.handle));
  return (
    <html lang="en-IN" data-html-first={htmlFirst ? "" : undefined} data-hydrate={onInteraction ? "interaction" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'). An explicit "" stops React Router copying the
            script nonce onto them: browsers do not always hide a link's nonce, so it would not hydrate. */}
        <Links nonce="" />
        {/* The menu, carousels and tabs (lib/html-first/site.js). A hydrating page keeps the element the
            server sent: the browser hides its nonce and React leaves its text alone. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own file's text, fixed at build time (site-script.ts); nothing from a request. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SITE_SCRIPT }} suppressHydrationWarning />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <FeedbackProvider>
          <Frame>{children}</Frame>
        </FeedbackProvider>
        {!htmlFirst && <ScrollRestoration nonce={nonce} />}
        {!htmlFirst && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkReloadMessage />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container page-error">
      <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p>{notFound ? "The page you asked for is not here. It may have moved." : "Please reload the page. If it keeps happening, write to support@vetan.in."}</p>
      <a className="button" href="/">
        Go to the home page
      </a>
    </section>
  );
}

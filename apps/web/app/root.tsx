import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "react-router";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { ChunkReloadMessage, isChunkLoadError, useRouteModuleGuard } from "./lib/chunk-reload.tsx";
import { useClickTracking } from "./lib/click-tracking.ts";
import { FeedbackProvider } from "./lib/feedback.tsx";
import { webContext } from "./lib/load-context.ts";
import { useNonce } from "./lib/nonce.ts";
// Self-hosted Inter (variable weight); the browser fetches only the subsets a page uses.
import "@fontsource-variable/inter/wght.css";
import "./styles/app.css";
import type { Route } from "./+types/root.ts";

/** The public settings every page may use (support address and number, base URLs); nothing secret. */
export function loader({ context }: Route.LoaderArgs) {
  return { settings: context.get(webContext).settings };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  useClickTracking();
  useRouteModuleGuard();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'). An explicit "" stops React Router copying the
            script nonce onto them: browsers do not always hide a link's nonce, so it would not hydrate. */}
        <Links nonce="" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <FeedbackProvider>
          <SiteHeader />
          <main id="main">{children}</main>
          <SiteFooter />
        </FeedbackProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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

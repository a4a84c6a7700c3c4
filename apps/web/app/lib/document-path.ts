// The page a loader is loading for. React Router's client navigations fetch `/{path}.data` (and `/_.data`
// for the index), and the loader sees that URL as it came; the page's own path is what matters.
export function documentPath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

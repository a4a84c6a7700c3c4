// Paging a console list by the address: ?page=N, read by the screen's clientLoader (pageOf, pageQuery) and
// written by the Previous / Next links under the list, with where we are ("21–40 of 57"). The links keep
// the search in the address and change only ?page. Any console list paged by limit and offset uses it.
import { Link, useLocation } from "react-router";

interface Props {
  /** What is paged, for the navigation's name: "leads", "firms". */
  what: string;
  page: number;
  pageSize: number;
  total: number;
  shown: number;
}

export function ConsolePager({ what, page, pageSize, total, shown }: Props) {
  const { search } = useLocation();
  if (total === 0) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  const first = (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="console-pager" aria-label={`Pages of ${what}`}>
      <p className="console-pager__where">
        {shown > 0 ? `${first.toLocaleString("en-IN")}–${last.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")} ${what}` : `Page ${page} is past the end of the list.`}
      </p>
      <div className="console-pager__links">
        {page > 1 ? (
          <Link className="button button--ghost button--small" to={to(Math.min(page - 1, pages))} rel="prev">
            Previous
          </Link>
        ) : (
          <span className="button button--ghost button--small is-off" aria-disabled="true">
            Previous
          </span>
        )}
        {page < pages ? (
          <Link className="button button--ghost button--small" to={to(page + 1)} rel="next">
            Next
          </Link>
        ) : (
          <span className="button button--ghost button--small is-off" aria-disabled="true">
            Next
          </span>
        )}
      </div>
    </nav>
  );
}

/** Page numbers in a console list's address: ?page=2; anything else is page 1. */
export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** The API query for one page of a list: its limit and offset (add the list's filters to it). */
export function pageQuery(page: number, pageSize: number): URLSearchParams {
  return new URLSearchParams({ limit: String(pageSize), offset: String((page - 1) * pageSize) });
}

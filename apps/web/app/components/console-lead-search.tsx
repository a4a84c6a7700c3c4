// The search bar over a console list (leads, firms): a GET form, so the words live in the address (a
// search can be bookmarked, and Back undoes it) and the screen's clientLoader reads them from there.
// Extra controls (the leads' status) come in as children; a new search starts again at page 1.
import { Form, Link } from "react-router";
import { SEARCH_MAX } from "@vetan/shared/admin-leads";

interface Props {
  id: string;
  /** What the box searches, e.g. "Search leads". */
  label: string;
  placeholder: string;
  q: string;
  /** True when a search or filter is on, to offer a way back to the whole list. */
  filtered: boolean;
  children?: React.ReactNode;
}

export function ConsoleSearch({ id, label, placeholder, q, filtered, children }: Props) {
  return (
    <Form method="get" className="console-search" role="search">
      <div className="console-search__field console-search__field--grow">
        <label htmlFor={id}>{label}</label>
        {/* Keyed on the address's words so Back and Clear show what is being listed. */}
        <input key={q} id={id} name="q" type="search" defaultValue={q} maxLength={SEARCH_MAX} placeholder={placeholder} autoComplete="off" />
      </div>
      {children}
      <div className="console-search__actions">
        <button type="submit" className="button button--small">
          Search
        </button>
        {filtered && (
          <Link to="." className="button button--ghost button--small">
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}

/** Page numbers in a console list's address: ?page=2; anything else is page 1. */
export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

// The search and filter bar over a console list (leads, firms, posts, the audit log): a GET form, so what
// is searched lives in the address (a search can be bookmarked, and Back undoes it) and the screen's
// clientLoader reads it from there. Submitting starts again at page 1 (the form has no page field).
import { SEARCH_MAX } from "@vetan/shared/admin-leads";
import { Form, Link } from "react-router";

interface Props {
  id: string;
  /** What the box searches, e.g. "Search leads". */
  label: string;
  placeholder: string;
  q: string;
  /** True when a search or filter is on, to offer a way back to the whole list. */
  filtered: boolean;
  /** Filters beside the words (SearchSelect). */
  children?: React.ReactNode;
}

/** A search box for the list's words (?q=), with the list's other filters beside it. */
export function ConsoleSearch({ id, label, placeholder, q, filtered, children }: Props) {
  return (
    <Form method="get" className="console-search" role="search">
      <div className="console-search__field console-search__field--grow">
        <label htmlFor={id}>{label}</label>
        {/* Keyed on the address's words so Back and Clear show what is being listed. */}
        <input key={q} id={id} name="q" type="search" defaultValue={q} maxLength={SEARCH_MAX} placeholder={placeholder} autoComplete="off" />
      </div>
      {children}
      <SearchActions filtered={filtered} submit="Search" />
    </Form>
  );
}

/** The bar's buttons: run the search, and Clear (back to the whole list) while one is on. */
export function SearchActions({ filtered, submit }: { filtered: boolean; submit: string }) {
  return (
    <div className="console-search__actions">
      <button type="submit" className="button button--small">
        {submit}
      </button>
      {filtered && (
        <Link to="." className="button button--ghost button--small">
          Clear
        </Link>
      )}
    </div>
  );
}

interface SelectProps {
  id: string;
  /** The address's parameter: "status". */
  name: string;
  label: string;
  /** The value in the address now; "" is the first choice, `any`. */
  value: string;
  /** The choice that does not filter: "Every status". */
  any: string;
  options: readonly { value: string; label: string }[];
}

/** One filter of the bar: a labelled select whose choice goes into the address. */
export function SearchSelect({ id, name, label, value, any, options }: SelectProps) {
  return (
    <div className="console-search__field">
      <label htmlFor={id}>{label}</label>
      {/* Keyed on the address's value, like the search box. */}
      <select key={value} id={id} name={name} defaultValue={value}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

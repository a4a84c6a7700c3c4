// The search and filter bar over a list (the console's leads, firms, posts and audit log; the firm's
// directory): a GET form, so what is searched lives in the address (a search can be bookmarked, and Back
// undoes it) and the screen's clientLoader reads it from there. Submitting starts again at page 1 (the form
// has no page field). A live bar searches by itself: a pause in typing or a changed filter is a search.
import { SEARCH_MAX } from "@vetan/shared/admin-leads";
import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";

/** How long typing must pause before a live bar searches. */
const LIVE_PAUSE_MS = 300;

interface Props {
  id: string;
  /** What the box searches, e.g. "Search leads". */
  label: string;
  placeholder: string;
  q: string;
  /** True when a search or filter is on, to offer a way back to the whole list. */
  filtered: boolean;
  /** Filters beside the words (SearchSelect), and hidden inputs for filters set elsewhere. */
  children?: React.ReactNode;
  /** Searches without a button press: after a pause in typing, and as soon as a filter changes. */
  live?: boolean;
}

/** A search box for the list's words (?q=), with the list's other filters beside it. */
export function ConsoleSearch({ id, label, placeholder, q, filtered, children, live = false }: Props) {
  const submit = useSubmit();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Words typed since the last search: those are someone's, not the address's, and stay in the box. */
  const typing = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Back, Forward and Clear show the address's words in the box, unless someone is typing new ones (the
  // box keeping focus after a search is not typing: Back must still show the address's words).
  useEffect(() => {
    if (input.current && !typing.current) input.current.value = q;
  }, [q]);

  /** Searches what the form holds; only what is set goes into the address. */
  function search(form: HTMLFormElement, replace: boolean) {
    clearTimeout(timer.current);
    typing.current = false;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string" && value.trim()) params.set(name, value.trim());
    submit(params, { method: "get", replace });
  }
  const liveHandlers = live && {
    onChange(event: React.FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      if (event.target instanceof HTMLSelectElement) return search(form, false);
      clearTimeout(timer.current);
      // The first words of a search are a new entry in the history; refining them replaces it.
      timer.current = setTimeout(() => search(form, q !== ""), LIVE_PAUSE_MS);
    },
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      event.preventDefault();
      search(event.currentTarget, false);
    },
  };

  return (
    <Form
      method="get"
      className="console-search"
      role="search"
      onSubmit={() => {
        typing.current = false;
      }}
      {...liveHandlers}
    >
      <div className="console-search__field console-search__field--grow">
        <label htmlFor={id}>{label}</label>
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={SEARCH_MAX}
          placeholder={placeholder}
          autoComplete="off"
          onInput={() => {
            typing.current = true;
          }}
        />
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
  const select = useRef<HTMLSelectElement>(null);
  // Back, Forward and Clear show the address's choice.
  useEffect(() => {
    if (select.current) select.current.value = value;
  }, [value]);
  return (
    <div className="console-search__field">
      <label htmlFor={id}>{label}</label>
      <select ref={select} id={id} name={name} defaultValue={value}>
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

// The search over every screen of the firm product: a name, code or email finds people in the directory
// (/app/people?q=…). A GET form, so it behaves like a link: the result has an address, and Back returns.
import { DirectoryQuerySchema } from "@vetan/shared/people";
import { useId } from "react";
import { Form } from "react-router";
import { appPath } from "../../content/app-nav.ts";

const SEARCH_MAX = DirectoryQuerySchema.shape.q.unwrap().maxLength ?? 100;

export function PeopleSearch() {
  const id = useId();
  return (
    <Form method="get" action={appPath("people")} role="search" className="app-search">
      <label htmlFor={id} className="visually-hidden">
        Find an employee
      </label>
      <input id={id} name="q" type="search" maxLength={SEARCH_MAX} placeholder="Find someone" autoComplete="off" />
      <button type="submit" className="button button--small">
        Search
      </button>
    </Form>
  );
}

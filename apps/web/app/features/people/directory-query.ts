// The directory's filter as the address carries it (?q=&workspace_id=&department_id=&manager_id=&status=):
// read once by the screen's clientLoader, and written back into the API's query, the CSV export's link and
// the next page's request, so all of them list exactly the same people.
import { DirectoryQuerySchema } from "@vetan/shared/people";

export const DIRECTORY_FILTERS = ["q", "workspace_id", "department_id", "manager_id", "status"] as const;
export type DirectoryFilter = Record<(typeof DIRECTORY_FILTERS)[number], string>;

/** The filter in the address; a value the API would refuse (a mangled link) is dropped, not sent. */
export function directoryFilterOf(params: URLSearchParams): DirectoryFilter {
  const filter = {} as DirectoryFilter;
  for (const name of DIRECTORY_FILTERS) {
    const value = (params.get(name) ?? "").trim();
    filter[name] = value && DirectoryQuerySchema.shape[name].safeParse(value).success ? value : "";
  }
  return filter;
}

/** The API's query for a filter: only what is set, and anything else the request needs (cursor, limit). */
export function directoryQuery(filter: DirectoryFilter, extra: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filter, ...extra })) if (value) query.set(name, value);
  return query;
}

export const isFiltered = (filter: DirectoryFilter) => DIRECTORY_FILTERS.some((name) => filter[name] !== "");

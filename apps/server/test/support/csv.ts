// The CSV reader the server uses for imports (RFC 4180 and what spreadsheets save) reads the exports under
// test too: the server tests and the browser journeys read the files with it.
export { parseCsv } from "../../src/platform/csv.ts";

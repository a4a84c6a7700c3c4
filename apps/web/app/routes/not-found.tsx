// Any path no route claims: a real 404, drawn (with its title) by the root error boundary.
import { data } from "react-router";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

export function loader() {
  throw data(null, { status: 404 });
}

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function NotFound() {
  return null;
}

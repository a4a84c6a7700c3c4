// Any path no route claims: a real 404, drawn (with its title) by the root error boundary.
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

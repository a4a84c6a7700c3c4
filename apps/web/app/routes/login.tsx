// /Login (SPEC.md §2: the destination for sign-on status 02 in one reading): it leads to accounts sign-in,
// which returns to the hand-off at /Identity.
import { redirect } from "react-router";
import { SIGN_IN_PATH } from "../lib/dashboard-door.ts";

export function loader() {
  return redirect(SIGN_IN_PATH, 302);
}

export default function Login() {
  return null;
}

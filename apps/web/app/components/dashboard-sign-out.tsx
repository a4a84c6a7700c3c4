// Sign out: ends the session at /api/accounts/signout, then a full load of the home page so every part of
// the site sees a visitor again.
import { useLoader, useToast } from "../lib/feedback.tsx";

export const SIGN_OUT_URL = "/api/accounts/signout";

export function DashboardSignOut() {
  const { setLoading } = useLoader();
  const toast = useToast();

  async function signOut() {
    setLoading(true);
    try {
      const response = await fetch(SIGN_OUT_URL, { method: "POST", headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
      // SPEC.md §3 keeps the user and parent records in session storage; they leave with the session.
      sessionStorage.clear();
      window.location.assign("/");
    } catch (error) {
      console.info("sign-out failed", error);
      setLoading(false);
      toast("We could not sign you out. Check your connection and try again.", "error");
    }
  }

  return (
    <button type="button" className="button button--ghost button--small dash-signout" onClick={signOut}>
      Sign out
    </button>
  );
}

// Single sign-on landing (SPEC.md §2 /Identity, §4 Single sign-on; DESIGN.md "Identity and hand-off"). An
// empty view: it takes the one-time accessToken from the address, strips it from the address bar at once
// (and the document is sent with Referrer-Policy: no-referrer, so the code never leaves in a Referer), and
// trades it at VetanSSOLoginV1 under the 'Please Wait' overlay:
//   '00' green toast, user and parent record kept (SPEC §3), then the dashboard of the user type;
//   '01' back to accounts sign-in with the /Identity callback;
//   '02' the 'Congratulations!' dialog; Proceed goes to /New_login with the parent record.
// Other codes and network failures only clear the overlay and log (SPEC §8).
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AccountsShell } from "../components/accounts-shell.tsx";
import { Dialog } from "../components/dialog.tsx";
import { APP_SHELL_HANDLE, SIGN_IN_PATH } from "../lib/dashboard-door.ts";
import { useLoader, useToast } from "../lib/feedback.tsx";
import { postJson, useLeaveTo } from "../lib/schema-form.ts";
import { dashboardFor, type ParentRecord, type SessionUser, storeSignedIn } from "../lib/session-state.ts";
import "../styles/accounts.css";
import type { Route } from "./+types/identity.ts";

export const SSO_URL = "/api/SuperAdmin/VetanSSOLoginV1";
/** DESIGN.md: the product's fixed label in the sign-on call. */
export const PRODUCT_LABEL = "VETAN";

interface SsoAnswer {
  responseCode?: string;
  responseMessage?: string;
  status?: string;
  response?: SessionUser;
  profiledetails?: { data?: ParentRecord[] };
}

export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });
export const handle = APP_SHELL_HANDLE;
export const meta: Route.MetaFunction = () => [{ title: "Signing in | Vetan" }, { name: "robots", content: "noindex" }];

/** The address without the one-time code; anything else in it stays. */
function withoutToken(location: Location): string {
  const params = new URLSearchParams(location.search);
  params.delete("accessToken");
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}${location.hash}`;
}

type View = "pending" | "no-code" | "registration" | "later";

export default function Identity() {
  const [view, setView] = useState<View>("pending");
  const [parent, setParent] = useState<ParentRecord | null>(null);
  const [message, setMessage] = useState("");
  const { setLoading } = useLoader();
  const toast = useToast();
  const navigate = useNavigate();
  const leave = useLeaveTo();
  // The code is single-use: trade it once even if React runs the effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get("accessToken");
    if (!token) {
      setView("no-code");
      return;
    }
    // Keep React Router's own history state; only the address changes.
    window.history.replaceState(window.history.state, "", withoutToken(window.location));
    setLoading(true);
    postJson<SsoAnswer>(SSO_URL, { token, product: PRODUCT_LABEL })
      .then(({ answer }) => {
        switch (answer.responseCode) {
          case "00": {
            setLoading(false);
            toast(answer.responseMessage ?? "Signed in");
            if (answer.response) storeSignedIn(answer.response, answer.profiledetails?.data?.[0]);
            navigate(dashboardFor(answer.response?.us_type ?? ""), { replace: true });
            return;
          }
          case "01":
            // The overlay stays on while the browser leaves for sign-in.
            leave(SIGN_IN_PATH);
            return;
          case "02":
            setLoading(false);
            setParent(answer.profiledetails?.data?.[0] ?? null);
            setMessage(answer.responseMessage ?? "");
            setView("registration");
            return;
          default:
            // SPEC.md §8: other codes have no visible reaction.
            setLoading(false);
            console.info("Sign-on answered without a known code", answer.responseCode);
        }
      })
      .catch((error: unknown) => {
        setLoading(false);
        console.info("Sign-on did not reach the server", error);
      });
  }, [navigate, setLoading, toast, leave]);

  const proceed = () => navigate("/New_login", { state: { parent } });

  return (
    <AccountsShell bare={view === "pending" || view === "registration"}>
      {view === "no-code" ? (
        <>
          <h1 className="acc-title">Nothing to sign in with</h1>
          <p className="acc-lead">This page finishes signing you in after you sign in to your Vetan account. Its link works once, for a minute.</p>
          <a className="button acc-submit" href={SIGN_IN_PATH}>
            Sign in
          </a>
        </>
      ) : view === "later" ? (
        <>
          <h1 className="acc-title">Register your firm when you are ready</h1>
          <p className="acc-lead">You are signed in. Your firm's dashboard opens once the firm is registered.</p>
          <div className="acc-actions">
            <button type="button" className="button" onClick={proceed}>
              Register my firm
            </button>
            <Link className="button button--ghost" to="/">
              Go to the home page
            </Link>
          </div>
        </>
      ) : (
        <h1 className="visually-hidden">Signing you in to Vetan</h1>
      )}
      <Dialog
        open={view === "registration"}
        title="Congratulations!"
        image={{ src: "/images/accounts/congratulations.svg", alt: "", width: 200, height: 140 }}
        onClose={() => setView((v) => (v === "registration" ? "later" : v))}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={() => setView("later")}>
              Cancel
            </button>
            <button type="button" className="button" onClick={proceed}>
              Proceed
            </button>
          </>
        }
      >
        <p>{message || "Your login was successful. Please proceed to register your firm."}</p>
      </Dialog>
    </AccountsShell>
  );
}

// Key ID and Key Secret (/Generate_ID_Secret; SPEC.md §2, §4 Key page, §7, §8; DESIGN.md show-once). Opened
// with firmId, empId, queryId and user_phone in navigation state; opened directly, the signed-in admin's own
// ids from the loader stand in. Generate first; after a successful GenerateKeys and OK on the confirmation —
// or after a failed call — the key form. Only admins stand here; the document is never stored.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ConsoleConfirm } from "../components/console-confirm.tsx";
import { DashboardHeading, DashboardShell } from "../components/dashboard-shell.tsx";
import { Dialog } from "../components/dialog.tsx";
import { KeysForm } from "../components/keys-form.tsx";
import { KeysIntro } from "../components/keys-intro.tsx";
import { APP_SHELL_HANDLE, DASHBOARD_PATH, noStoreHeaders, passDoor } from "../lib/dashboard-door.ts";
import { fetchLiveKey, type GeneratedKeys, generateKeys, type KeysPageState, readKeysState } from "../lib/dashboard-keys.ts";
import { useLoader } from "../lib/feedback.tsx";
import { webContext } from "../lib/load-context.ts";
import "../styles/dashboard.css";
import type { Route } from "./+types/generate-keys.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  return passDoor(await services.dashboard.keys(request.headers.get("cookie")));
}

export const headers = noStoreHeaders;
export const handle = APP_SHELL_HANDLE;
export const meta: Route.MetaFunction = () => [{ title: "Key ID and Key Secret | Vetan" }, { name: "robots", content: "noindex" }];

const SECTIONS = [
  { href: `${DASHBOARD_PATH.A}#members`, label: "Members" },
  { href: `${DASHBOARD_PATH.A}#api-keys`, label: "API keys" },
  { href: `${DASHBOARD_PATH.A}#firm`, label: "Firm profile" },
];

// "replace" asks before a live key is revoked: GenerateKeys revokes the old key as it makes the new one, so
// the call is made only once the admin has confirmed, and until then the old key keeps working.
type Phase =
  | { step: "start" }
  | { step: "replace" }
  | { step: "confirm"; keys: GeneratedKeys; result: string }
  | { step: "form"; keys: GeneratedKeys | null };

export default function GenerateKeysPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const ids: KeysPageState = readKeysState(location.state) ?? { firmId: loaderData.firmId, empId: loaderData.empId, user_phone: loaderData.mobile };
  const [phase, setPhase] = useState<Phase>({ step: "start" });
  const [liveKey, setLiveKey] = useState<GeneratedKeys | null>(null);
  const [ready, setReady] = useState(false);
  const { setLoading } = useLoader();

  const { firmId, empId } = ids;
  useEffect(() => {
    let current = true;
    fetchLiveKey({ firmId, empId })
      .then((key) => current && setLiveKey(key))
      // SPEC.md §8 pattern: a failed read is only logged; the page works without it.
      .catch((error) => console.info("GetGeneratedKeys failed", error))
      // Generate waits for the answer, so a live key is never revoked without the question being asked.
      .finally(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [firmId, empId]);

  function askThenGenerate() {
    if (liveKey) setPhase({ step: "replace" });
    else void generate();
  }

  async function generate() {
    setPhase({ step: "start" });
    setLoading(true);
    try {
      const made = await generateKeys(ids);
      // SPEC.md §8: a failed generation silently shows the key form anyway.
      setPhase(made ? { step: "confirm", ...made } : { step: "form", keys: null });
    } catch (error) {
      console.info("GenerateKeys failed", error);
      setPhase({ step: "form", keys: null });
    } finally {
      setLoading(false);
    }
  }

  return (
    <DashboardShell viewer={loaderData.viewer} orgName={loaderData.firm_name} sections={SECTIONS}>
      <DashboardHeading eyebrow="API access" title="Key ID and Key Secret" />
      <section className="dash-panel keys-panel" aria-label={phase.step === "form" ? "Your new key" : "Generate a key"}>
        {phase.step === "form" ? (
          <KeysForm keys={phase.keys} />
        ) : (
          <KeysIntro firmName={loaderData.firm_name} liveKey={liveKey} ready={ready} onGenerate={askThenGenerate} />
        )}
      </section>
      <ConsoleConfirm
        open={phase.step === "replace"}
        title="Replace your API key?"
        confirm="Revoke and generate"
        cancel="Keep the current key"
        onConfirm={() => void generate()}
        onCancel={() => setPhase({ step: "start" })}
      >
        <p>
          Key ID <span className="dash-mono">{liveKey?.keyid}</span> stops working as soon as the new key is made. Anything still using it (an attendance
          device, an export, your ERP) needs the new Key ID and Key Secret.
        </p>
      </ConsoleConfirm>
      <Dialog
        open={phase.step === "confirm"}
        title="Key generated"
        tone="success"
        onClose={() => setPhase((p) => (p.step === "confirm" ? { step: "form", keys: p.keys } : p))}
      >
        <p>{phase.step === "confirm" ? phase.result : ""}</p>
      </Dialog>
    </DashboardShell>
  );
}

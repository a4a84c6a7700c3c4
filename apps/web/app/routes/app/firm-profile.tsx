// Settings: Firm profile (/app/settings/firm) — the firm as it registered: name, owner, legal form, size,
// contact, GSTIN, and the owner's PAN and Aadhaar (masked). Everyone in the firm may read it; admins edit
// it, and set the prefix of new employee codes.
import type { FirmProfile } from "@vetan/shared/site";
import { useState } from "react";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardFacts, DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { FirmProfileDialog } from "../../features/firm/firm-profile-dialog.tsx";
import { EmailText } from "../../features/people/email-text.tsx";
import { day } from "../../features/people/person-bits.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/people.css";
import "../../styles/people-more.css";
import type { Route } from "./+types/firm-profile.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return firmApi<FirmProfile>("/firm", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Firm profile | Settings | Vetan" }, { name: "robots", content: "noindex" }];

const mono = (v: string) => v && <span className="dash-mono">{v}</span>;

export default function FirmProfilePage({ loaderData: firm }: Route.ComponentProps) {
  const admin = useAppViewer().access === "A";
  const [editing, setEditing] = useState(false);
  return (
    <>
      <DashboardHeading
        eyebrow="Settings"
        title="Firm profile"
        lead={admin ? "Your firm as Vetan knows it: on payslips, letters and statutory returns." : "Your firm as Vetan knows it. Your firm's admins keep it up to date."}
      />
      <DashboardPanel
        id="firm"
        title={firm.firm_name}
        actions={
          admin && (
            <button type="button" className="button button--small" onClick={() => setEditing(true)}>
              Edit profile
            </button>
          )
        }
      >
        <DashboardFacts
          rows={[
            ["Firm owner", firm.firm_owner_name],
            ["Started on", day(firm.firm_startdate)],
            ["Firm type", firm.firm_type],
            ["Firm size", firm.firm_members && `${firm.firm_members} people`],
            ["Firm email", firm.firm_email && <a href={`mailto:${firm.firm_email}`}>
                  <EmailText email={firm.firm_email} />
                </a>],
            ["Firm mobile", firm.firm_mobile && <a href={`tel:+91${firm.firm_mobile}`}>{firm.firm_mobile}</a>],
            ["Address", firm.firm_address && <span className="profile-text">{firm.firm_address}</span>],
            ["GSTIN", mono(firm.firm_gst)],
            ["Owner's PAN", mono(firm.owner_pan)],
            ["Owner's Aadhaar", mono(firm.owner_aadhar)],
          ]}
        />
      </DashboardPanel>
      {editing && <FirmProfileDialog firm={firm} onClose={() => setEditing(false)} />}
    </>
  );
}

// The firm's profile as its admin sees it; PAN and Aadhaar arrive masked from the server.
import type { FirmProfile } from "@vetan/shared";
import { formatDay } from "../lib/dashboard-format.ts";

export function DashboardFirmCard({ firm }: { firm: FirmProfile }) {
  const rows: [string, string][] = [
    ["Owner", firm.firm_owner_name],
    ["Firm type", firm.firm_type],
    ["Firm size", firm.firm_members],
    ["Started", formatDay(firm.firm_startdate)],
    ["Email", firm.firm_email],
    ["Mobile", firm.firm_mobile],
    ["GST", firm.firm_gst],
    ["Owner PAN", firm.owner_pan],
    ["Owner Aadhaar", firm.owner_aadhar],
    ["Address", firm.firm_address],
    ["On Vetan since", formatDay(firm.created_at)],
  ];
  return (
    <dl className="dash-facts">
      {rows.map(([label, value]) => (
        <div key={label} className={label === "Address" ? "dash-facts__wide" : undefined}>
          <dt>{label}</dt>
          <dd>{value || <span className="dash-muted">Not given</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

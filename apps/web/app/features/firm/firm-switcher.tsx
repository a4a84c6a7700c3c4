// The firm switcher over every screen of the firm product, for someone who belongs to more than one firm
// (an accountant keeping several clients' books): choosing another firm and pressing Open moves the session
// into it (PUT /api/v1/me/firm), and the whole app loads again there, since everything on screen was the old
// firm's. Choosing alone changes nothing (a keyboard user moving through the list must not be whisked away).
// With one firm, nothing is shown but a link to firms' invitations waiting for an answer, if any.
import { useId, useState } from "react";
import { ApiError, firmApi } from "../../lib/api.ts";
import { USER_TYPE_LABEL } from "../../lib/dashboard-format.ts";
import { useToast } from "../../lib/feedback.tsx";
import { useFirmData } from "../../lib/use-firm-data.ts";
import "../../styles/people-more.css";
import { APP_BASE } from "../../content/app-nav.ts";

export interface MyFirm {
  firm_id: string;
  firm_name: string;
  us_type: "A" | "H" | "E";
  current: boolean;
}

export function FirmSwitcher() {
  const id = useId();
  const { loaded } = useFirmData<{ data: MyFirm[]; invitations: number }>("/me/firms", "");
  const [moving, setMoving] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const toast = useToast();
  const firms = loaded && "data" in loaded ? loaded.data.data : [];
  const invitations = loaded && "data" in loaded ? loaded.data.invitations : 0;
  const waiting = invitations > 0 && (
    <a className="firm-switcher__invites" href="/accounts/invitations?callback=/Identity">
      {invitations === 1 ? "1 firm has invited you" : `${invitations} firms have invited you`}
    </a>
  );
  if (firms.length < 2) return waiting || null;
  const current = firms.find((f) => f.current)?.firm_id ?? "";
  const firmId = chosen ?? current;

  async function open(event: React.FormEvent) {
    event.preventDefault();
    if (firmId === current) return;
    setMoving(true);
    try {
      await firmApi("/me/firm", { method: "PUT", body: { firm_id: firmId } });
      window.location.assign(APP_BASE);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : "Could not open that firm. Try again.", "error");
      setMoving(false);
    }
  }

  return (
    <form className="firm-switcher" aria-label="Switch firm" onSubmit={open}>
      <label htmlFor={id}>Firm</label>
      <select id={id} value={firmId} onChange={(e) => setChosen(e.target.value)}>
        {firms.map((f) => (
          <option key={f.firm_id} value={f.firm_id}>
            {`${f.firm_name} (${USER_TYPE_LABEL[f.us_type]})`}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--ghost button--small" disabled={moving || firmId === current}>
        Open<span className="visually-hidden"> this firm</span>
      </button>
      {waiting}
    </form>
  );
}

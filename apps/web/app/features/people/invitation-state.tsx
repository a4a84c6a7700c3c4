// Where someone's sign-in stands, as the firm may know it (decision 016): joined once they accepted the
// invitation, "invited" until then — the same for a number with an account and one without. Those who may
// change access can send the invitation again (the server allows it every 10 minutes).
import type { EmployeeProfile } from "@vetan/shared/people";
import { useState } from "react";
import { ApiError, firmApi } from "../../lib/api.ts";
import { useToast } from "../../lib/feedback.tsx";

export function InvitationState({ profile }: { profile: EmployeeProfile }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const state = profile.employment?.sign_in;
  if (state !== "invited") return state === "joined" ? <span className="invite-state invite-state--joined"> · Joined</span> : null;

  async function resend() {
    setBusy(true);
    try {
      const done = await firmApi<{ result: string }>(`/people/${profile.id}/invitation`, { method: "POST", body: {} });
      toast(done.result);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : "Could not send the invitation.", "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <span className="invite-state"> · Invited, not yet accepted</span>
      {profile.can.change_access && (
        <button type="button" className="acc-linkish invite-state__resend" onClick={resend} disabled={busy}>
          Send the invitation again
        </button>
      )}
    </>
  );
}

// A person's answer to firms that invited their mobile number (decision 016): each invitation with Accept
// and Decline, then Continue to where they were going. Nothing is joined without the click on Accept.
import { ACCESS_LABELS } from "@vetan/shared/people";
import type { Invitation } from "@vetan/shared/accounts";
import { useState } from "react";
import { formatDay } from "../lib/dashboard-format.ts";
import { useLoader } from "../lib/feedback.tsx";
import { postJson, useHydrated, useLeaveTo } from "../lib/schema-form.ts";
import { FormAlert, UNREACHABLE } from "./accounts-form-parts.tsx";

type Answer = { tone: "success" | "info"; text: string };

export function InvitationsList({ invitations, callback }: { invitations: Invitation[]; callback: string }) {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const { setLoading } = useLoader();
  const leave = useLeaveTo();
  const hydrated = useHydrated();

  async function post(url: string, body: object, what: string) {
    setAlert(null);
    setLoading(true);
    try {
      const { answer } = await postJson(url, body);
      if (answer.status !== "0") setAlert(answer.result ?? "Something went wrong on our side. Please try again.");
      return answer;
    } catch (error) {
      console.info(`${what} did not reach the server`, error);
      setAlert(UNREACHABLE);
      return null;
    } finally {
      setLoading(false);
    }
  }

  async function answer(invitation: Invitation, decision: "accept" | "decline") {
    const done = await post(`/api/accounts/invitations/${invitation.id}`, { decision }, "The answer to an invitation");
    if (done?.status === "0") setAnswers((a) => ({ ...a, [invitation.id]: { tone: decision === "accept" ? "success" : "info", text: done.result ?? "" } }));
  }

  async function goOn() {
    const next = await post("/api/accounts/continue", { callback }, "Continuing");
    if (next?.status === "0" && next.redirect) {
      setLoading(true);
      leave(next.redirect);
    }
  }

  const open = invitations.filter((i) => !answers[i.id]).length;
  return (
    <>
      <h1 className="acc-title">{invitations.length === 1 ? "A firm has invited you" : invitations.length > 1 ? "Firms have invited you" : "No invitations"}</h1>
      <p className="acc-lead">
        {invitations.length > 0
          ? "A firm can see you as a member, and you can open it, only once you accept. Declining tells the firm nothing more than not answering."
          : "No firm is waiting for your answer."}
      </p>
      <ul className="acc-invites">
        {invitations.map((invitation) => {
          const done = answers[invitation.id];
          return (
            <li key={invitation.id} className="acc-invite">
              <div>
                <p className="acc-invite__firm">{invitation.firm_name}</p>
                <p className="acc-invite__meta">
                  As {ACCESS_LABELS[invitation.access]} · invited {formatDay(invitation.invited_at)}
                </p>
              </div>
              {done ? (
                <output className={`acc-alert acc-alert--${done.tone} acc-invite__done`}>{done.text}</output>
              ) : (
                <div className="acc-invite__actions">
                  <button type="button" className="button" disabled={!hydrated} onClick={() => answer(invitation, "accept")} aria-label={`Accept ${invitation.firm_name}'s invitation`}>
                    Accept
                  </button>
                  <button type="button" className="button button--ghost" disabled={!hydrated} onClick={() => answer(invitation, "decline")} aria-label={`Decline ${invitation.firm_name}'s invitation`}>
                    Decline
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <FormAlert message={alert} />
      <button type="button" className="button acc-submit" disabled={!hydrated} onClick={goOn}>
        {open > 0 ? "Decide later and continue" : "Continue"}
      </button>
    </>
  );
}

// An employee's profile (/app/people/:id): the header, then Job, Personal and contact, Statutory and bank,
// Family and nominees and the Timeline — each only when the server sends that part to this viewer. The
// actions (Edit, Change job, Record exit, Sign-in access) are the ones the profile's `can` allows; on one's
// own profile, everyone may also edit their own details (bank details then wait for HR, and the profile says
// where that request stands). Each action opens its form in a dialog, and a save reloads the profile.
import type { ApprovalsPage } from "@vetan/shared/approvals";
import type { EmployeeProfile, JobHistoryEntry } from "@vetan/shared/people";
import { useState } from "react";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { loadOrgLists } from "../../features/org/org-lists.ts";
import { AccessDialog } from "../../features/people/access-dialog.tsx";
import { ExitDialog } from "../../features/people/exit-dialog.tsx";
import { JobChangeDialog } from "../../features/people/job-change-dialog.tsx";
import { ProfileEditDialog } from "../../features/people/profile-edit.tsx";
import { SelfProfileDialog } from "../../features/people/self-profile-dialog.tsx";
import { appPath } from "../../content/app-nav.ts";
import {
  FamilySection,
  JobSection,
  PersonalSection,
  ProfileHeader,
  ProfileSections,
  StatutorySection,
  TimelineSection,
} from "../../features/people/profile-view.tsx";
import { moreSections, ProfileMore } from "../../features/people/profile-more.tsx";
import { firmApi, unlessForbidden } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { useFirmData } from "../../lib/use-firm-data.ts";
import "../../styles/payroll.css";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import type { Route } from "./+types/person.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const path = `/people/${encodeURIComponent(params.id)}`;
  const [profile, history] = await Promise.all([
    firmApi<EmployeeProfile>(path, { signal }),
    unlessForbidden(firmApi<{ data: JobHistoryEntry[] }>(`${path}/history`, { signal }), null),
  ]);
  // The choices a job change or an HR scope needs, only for those who may make them.
  const lists = profile.can.change_job || profile.can.change_access ? await loadOrgLists(signal) : null;
  return { profile, history: history?.data ?? null, lists };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.profile.name ?? "Profile"} | People | Vetan` },
  { name: "robots", content: "noindex" },
];

type Action = "self" | "edit" | "job" | "exit" | "access";

/** One's own bank change waiting for approval, if any (asked only on one's own profile). */
const PENDING_OWN = "/approvals?box=mine&status=pending&type=profile_change&limit=1";

export default function PersonProfile({ loaderData }: Route.ComponentProps) {
  const { profile, history, lists } = loaderData;
  const me = useAppViewer();
  const own = me.employee_id === profile.id;
  const [action, setAction] = useState<Action | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const pending = useFirmData<ApprovalsPage>(own ? PENDING_OWN : null);
  const close = () => setAction(null);
  const { can } = profile;
  const waiting = pending.loaded && "data" in pending.loaded ? pending.loaded.data.data.find((r) => r.subject.id === profile.id) : undefined;

  const buttons: { action: Action; label: string; allowed: boolean }[] = [
    { action: "self", label: "Edit my details", allowed: own },
    { action: "edit", label: "Edit", allowed: can.edit },
    { action: "job", label: "Change job", allowed: can.change_job && lists !== null },
    { action: "exit", label: profile.status === "active" ? "Record exit" : "Change exit", allowed: can.record_exit && profile.status !== "exited" },
    { action: "access", label: "Sign-in access", allowed: can.change_access && lists !== null },
  ];
  const allowed = buttons.filter((b) => b.allowed);
  const sections = [
    { id: "job", label: "Job" },
    ...(profile.personal ? [{ id: "personal", label: "Personal and contact" }] : []),
    ...(profile.private
      ? [
          { id: "statutory", label: "Statutory and bank" },
          { id: "family", label: "Family" },
        ]
      : []),
    ...moreSections(profile),
    ...(history ? [{ id: "timeline", label: "Timeline" }] : []),
  ];

  return (
    <>
      <ProfileHeader
        profile={profile}
        actions={
          allowed.length > 0 &&
          allowed.map((b, i) => (
            <button key={b.action} type="button" className={`button button--small${i === 0 ? "" : " button--ghost"}`} onClick={() => setAction(b.action)}>
              {b.label}
            </button>
          ))
        }
      />
      {own && (sent ?? waiting) && <BankChangeNotice requestId={sent ?? waiting?.id ?? ""} justSent={sent !== null} />}
      <ProfileSections sections={sections} />
      {/* Pay follows the same policy as the private fields: the person, admins and HR covering them. */}
      {profile.private && (
        <p className="pay-back">
          <Link to={appPath("people", profile.id, "salary")}>Salary</Link>
          {profile.status !== "active" && (me.access === "A" || me.access === "H") && <Link to={appPath("payroll", "settlements", profile.id)}>Full and final settlement</Link>}
        </p>
      )}
      <JobSection profile={profile} workspaces={lists?.workspaces ?? null} />
      {profile.personal && <PersonalSection personal={profile.personal} />}
      {profile.private && (
        <>
          <StatutorySection details={profile.private} />
          <FamilySection family={profile.private.family} />
        </>
      )}
      <ProfileMore profile={profile} />
      {history && <TimelineSection history={history} />}

      {action === "self" && (
        <SelfProfileDialog
          profile={profile}
          onClose={close}
          onRequested={(id) => {
            setSent(id);
            pending.reload();
          }}
        />
      )}
      {action === "edit" && <ProfileEditDialog profile={profile} onClose={close} />}
      {action === "job" && lists && <JobChangeDialog profile={profile} lists={lists} onClose={close} />}
      {action === "exit" && <ExitDialog profile={profile} onClose={close} />}
      {action === "access" && lists && <AccessDialog profile={profile} lists={lists} onClose={close} />}
    </>
  );
}

/** Where one's own bank change stands: sent just now, or still waiting from before. */
function BankChangeNotice({ requestId, justSent }: { requestId: string; justSent: boolean }) {
  return (
    <output className="profile-notice">
      <strong className="profile-notice__title">{justSent ? "Sent to HR for approval" : "Your new bank details are waiting for HR's approval"}</strong>
      <span>
        Your salary goes to the account on file until HR approves the change. <Link to={appPath("approvals", requestId)}>See the request</Link>
      </span>
    </output>
  );
}

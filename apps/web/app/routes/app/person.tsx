// An employee's profile (/app/people/:id): the header, then Job, Personal and contact, Statutory and bank,
// Family and nominees and the Timeline — each only when the server sends that part to this viewer. The
// actions (Edit, Change job, Record exit, Sign-in access) are the ones the profile's `can` allows; each
// opens its form in a dialog, and a save reloads the profile.
import type { EmployeeProfile, JobHistoryEntry } from "@vetan/shared/people";
import { useState } from "react";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { loadOrgLists } from "../../features/org/org-lists.ts";
import { AccessDialog } from "../../features/people/access-dialog.tsx";
import { ExitDialog } from "../../features/people/exit-dialog.tsx";
import { JobChangeDialog } from "../../features/people/job-change-dialog.tsx";
import { ProfileEditDialog } from "../../features/people/profile-edit.tsx";
import {
  FamilySection,
  JobSection,
  PersonalSection,
  ProfileHeader,
  ProfileSections,
  StatutorySection,
  TimelineSection,
} from "../../features/people/profile-view.tsx";
import { firmApi, unlessForbidden } from "../../lib/api.ts";
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

type Action = "edit" | "job" | "exit" | "access";

export default function PersonProfile({ loaderData }: Route.ComponentProps) {
  const { profile, history, lists } = loaderData;
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);
  const { can } = profile;

  const buttons: { action: Action; label: string; allowed: boolean }[] = [
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
      <ProfileSections sections={sections} />
      <JobSection profile={profile} workspaces={lists?.workspaces ?? null} />
      {profile.personal && <PersonalSection personal={profile.personal} />}
      {profile.private && (
        <>
          <StatutorySection details={profile.private} />
          <FamilySection family={profile.private.family} />
        </>
      )}
      {history && <TimelineSection history={history} />}

      {action === "edit" && <ProfileEditDialog profile={profile} onClose={close} />}
      {action === "job" && lists && <JobChangeDialog profile={profile} lists={lists} onClose={close} />}
      {action === "exit" && <ExitDialog profile={profile} onClose={close} />}
      {action === "access" && lists && <AccessDialog profile={profile} lists={lists} onClose={close} />}
    </>
  );
}

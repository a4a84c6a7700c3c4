// An employee's profile as the viewer may see it: the header (who, where, reporting to whom, status) and the
// sections the server sent. A part the viewer may not see (personal, employment, private) comes back null
// and its section is simply not drawn: no placeholder says that something is there.
import {
  ACCESS_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  EXIT_REASON_LABELS,
  type EmployeeProfile,
  type FamilyMember,
  GENDER_LABELS,
  type JobHistoryEntry,
  JOB_CHANGE_LABELS,
  type WorkspaceView,
} from "@vetan/shared/people";
import { Link } from "react-router";
import { DashboardFacts, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath } from "../../content/app-nav.ts";
import { count, formatWhen, initials } from "../../lib/dashboard-format.ts";
import { EmailText } from "./email-text.tsx";
import { day, PersonLink, StatusBadge } from "./person-bits.tsx";
import { InvitationState } from "./invitation-state.tsx";

const yesNo = (on: boolean) => (on ? "Yes" : "No");
const labelOf = <K extends string>(labels: Record<K, string>, key: string | null) => (key === null ? null : (labels[key as K] ?? key));
/** Relations are stored as words ("daughter"); shown with a capital. */
export const relationLabel = (relation: string) => relation.charAt(0).toUpperCase() + relation.slice(1);

export function ProfileHeader({ profile, actions }: { profile: EmployeeProfile; actions: React.ReactNode }) {
  const where = [profile.department?.name, profile.workspace?.name].filter(Boolean).join(" · ");
  return (
    <header className="profile-head">
      <span className="profile-head__avatar" aria-hidden="true">
        {initials(profile.name)}
      </span>
      <div className="profile-head__who">
        <p className="dash-eyebrow">
          People · <span className="dash-mono">{profile.code}</span>
        </p>
        <h1>{profile.name}</h1>
        <p className="profile-head__job">
          {profile.designation ?? "No designation"}
          {where && <span className="profile-head__where"> · {where}</span>}
        </p>
        <p className="profile-head__meta">
          <StatusBadge status={profile.status} />
          {profile.manager && (
            <span>
              Reports to <PersonLink person={profile.manager} />
            </span>
          )}
          <Link to={`${appPath("org-chart")}?focus=${profile.id}`}>View in org chart</Link>
          {profile.reports > 0 && <Link to={`${appPath("people")}?manager_id=${profile.id}`}>Team: {count(profile.reports, "person", "people")}</Link>}
        </p>
      </div>
      {actions && <div className="profile-head__actions">{actions}</div>}
    </header>
  );
}

/** Links to the sections the profile has, for a long page on a phone. */
export function ProfileSections({ sections }: { sections: { id: string; label: string }[] }) {
  return (
    <nav className="profile-tabs" aria-label="Sections of this profile">
      {sections.map((s) => (
        <a key={s.id} href={`#${s.id}`}>
          {s.label}
        </a>
      ))}
    </nav>
  );
}

export function JobSection({ profile, workspaces }: { profile: EmployeeProfile; workspaces: WorkspaceView[] | null }) {
  const job = profile.employment;
  const rows: [string, React.ReactNode][] = [
    ["Employee code", <span key="code" className="dash-mono">{profile.code}</span>],
    ["Designation", profile.designation],
    ["Department", profile.department?.name],
    ["Workspace", profile.workspace?.name],
    ["Reporting manager", profile.manager && <PersonLink person={profile.manager} />],
    ["Joined", day(profile.joining_date)],
    ["Work email", profile.work_email && <a href={`mailto:${profile.work_email}`}><EmailText email={profile.work_email} /></a>],
  ];
  if (job) {
    rows.push(
      ["Employment type", labelOf(EMPLOYMENT_TYPE_LABELS, job.employment_type)],
      ["Grade", job.grade],
      ["Probation ends", day(job.probation_end)],
      ["Confirmed on", day(job.confirmation_date)],
      [
        "Sign-in access",
        job.access ? (
          <>
            {ACCESS_LABELS[job.access]}
            <InvitationState profile={profile} />
          </>
        ) : (
          "No sign-in"
        ),
      ],
    );
    if (job.access === "H") rows.push(["HR for", hrScope(job.hr_workspace_ids, workspaces)]);
    if (job.resignation_date || job.last_working_day) {
      rows.push(["Resigned on", day(job.resignation_date)], ["Last working day", day(job.last_working_day)], ["Reason", labelOf(EXIT_REASON_LABELS, job.exit_reason)]);
    }
  }
  return (
    <DashboardPanel id="job" title="Job">
      <DashboardFacts rows={rows} />
    </DashboardPanel>
  );
}

function hrScope(ids: string[], workspaces: WorkspaceView[] | null): string {
  if (ids.length === 0) return "The whole firm";
  if (!workspaces) return count(ids.length, "workspace");
  return ids.map((id) => workspaces.find((w) => w.id === id)?.name ?? "A workspace no longer listed").join(", ");
}

export function PersonalSection({ personal }: { personal: NonNullable<EmployeeProfile["personal"]> }) {
  const emergency = [personal.emergency_name, personal.emergency_relation && `(${personal.emergency_relation})`, personal.emergency_mobile].filter(Boolean).join(" ");
  return (
    <DashboardPanel id="personal" title="Personal and contact">
      <DashboardFacts
        rows={[
          ["Mobile", personal.mobile && <a href={`tel:+91${personal.mobile}`}>{personal.mobile}</a>],
          ["Personal email", personal.personal_email && <EmailText email={personal.personal_email} />],
          ["Gender", labelOf(GENDER_LABELS, personal.gender)],
          ["Date of birth", day(personal.date_of_birth)],
          ["Current address", personal.address_current && <span className="profile-text">{personal.address_current}</span>],
          ["Permanent address", personal.address_permanent && <span className="profile-text">{personal.address_permanent}</span>],
          ["Emergency contact", emergency],
        ]}
      />
    </DashboardPanel>
  );
}

export function StatutorySection({ details }: { details: NonNullable<EmployeeProfile["private"]> }) {
  const mono = (v: string | null) => v && <span className="dash-mono">{v}</span>;
  return (
    <DashboardPanel id="statutory" title="Statutory and bank">
      <DashboardFacts
        rows={[
          ["PAN", mono(details.pan)],
          ["Aadhaar", mono(details.aadhaar)],
          ["UAN", mono(details.uan)],
          ["ESI number", mono(details.esi_number)],
          ["PF applies", yesNo(details.pf_applicable)],
          ["ESI applies", yesNo(details.esi_applicable)],
          ["Bank account", mono(details.bank_account)],
          ["IFSC", mono(details.bank_ifsc)],
          ["Bank", details.bank_name],
        ]}
      />
    </DashboardPanel>
  );
}

const FAMILY_COLUMNS: Column<FamilyMember>[] = [
  { label: "Name", cell: (m) => m.name },
  { label: "Relation", cell: (m) => relationLabel(m.relation) },
  { label: "Date of birth", cell: (m) => day(m.date_of_birth) ?? <span className="dash-muted">Not given</span> },
  { label: "Nominee share", cell: (m) => (m.nominee_percent > 0 ? `${m.nominee_percent}%` : "—"), numeric: true },
];

export function FamilySection({ family }: { family: FamilyMember[] }) {
  return (
    <DashboardPanel id="family" title="Family and nominees">
      <DataTable caption="Family members and nominee shares" columns={FAMILY_COLUMNS} rows={family} rowKey={(m) => `${m.name}-${m.relation}-${m.date_of_birth ?? ""}`} empty="No family members recorded yet." />
    </DashboardPanel>
  );
}

/** Job history, newest first: what changed, from when, and who recorded it. */
export function TimelineSection({ history }: { history: JobHistoryEntry[] }) {
  return (
    <DashboardPanel id="timeline" title="Timeline">
      {history.length === 0 ? (
        <p className="dash-empty">Nothing recorded yet.</p>
      ) : (
        <ol className="profile-timeline">
          {history.map((h) => {
            const all: [string, React.ReactNode][] = [
              ["Workspace", h.workspace?.name],
              ["Department", h.department?.name],
              ["Designation", h.designation],
              ["Grade", h.grade],
              ["Manager", h.manager && <PersonLink person={h.manager} />],
            ];
            const facts = all.filter(([, value]) => Boolean(value));
            return (
              <li key={h.id} className="profile-timeline__item" data-kind={h.kind}>
                <p className="profile-timeline__head">
                  <strong>{JOB_CHANGE_LABELS[h.kind]}</strong> <span className="profile-timeline__when">from {day(h.effective_from)}</span>
                  {h.scheduled && <span className="profile-timeline__scheduled">Scheduled: takes effect on its day</span>}
                </p>
                {facts.length > 0 && (
                  <ul className="profile-timeline__facts">
                    {facts.map(([label, value]) => (
                      <li key={label}>
                        <span className="profile-timeline__label">{label}:</span> {value}
                      </li>
                    ))}
                  </ul>
                )}
                {h.note && <p className="profile-timeline__note">{h.note}</p>}
                <p className="profile-timeline__by">
                  Recorded {h.recorded_by && `by ${h.recorded_by} `}on {formatWhen(h.recorded_at)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </DashboardPanel>
  );
}

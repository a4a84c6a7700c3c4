// The audit log, made readable — the console's and a firm's alike: what an action code means ("plan.update"
// → "Plan edited", "employee.updated" → "Employee edited"), when in Indian time, and an entry's detail as
// facts and changes ("Price: ₹4,999.00 → ₹5,499.00"; for lists, what was added and removed) rather than raw
// JSON.
import type { AuditActor } from "@vetan/shared/admin-site";
import { formatPaise } from "@vetan/shared/money";
import { Form } from "react-router";
import { SearchActions, SearchSelect } from "./console-search.tsx";

/** Kinds of action (the part before the dot), singular and as the filter lists them. */
const KINDS: Record<string, [one: string, many: string]> = {
  faq: ["FAQ item", "FAQ items"],
  plan: ["Plan", "Plans"],
  module: ["Plan module", "Plan modules"],
  seo: ["SEO page", "SEO pages"],
  post: ["Blog post", "Blog posts"],
  author: ["Author", "Authors"],
  image: ["Image", "Images"],
  lead: ["Lead", "Leads"],
  firm: ["Firm", "Firms"],
  member: ["Member", "Members"],
  api_key: ["API key", "API keys"],
  // A firm's own log (/app/settings/audit).
  employee: ["Employee", "Employees"],
  approval: ["Request", "Requests"],
  workspace: ["Workspace", "Workspaces"],
  department: ["Department", "Departments"],
  designation: ["Designation", "Designations"],
};

/** Actions whose words are not "<kind> <verb>". */
const ACTIONS: Record<string, string> = {
  "employee.self_updated": "Employee edited their own details",
  "employee.job_change": "Job change recorded",
  "employee.exit": "Exit recorded",
  "employee.access": "Sign-in access changed",
  "approval_chain.set": "Approval chain changed",
  "people.imported": "Employees imported",
  "firm.updated": "Firm profile edited",
};

const VERBS: Record<string, string> = {
  create: "added",
  update: "edited",
  delete: "deleted",
  reorder: "reordered",
  upload: "uploaded",
  registered: "registered",
  added: "added",
  generated: "generated",
  plan: "plan changed",
  created: "added",
  updated: "edited",
  approved: "approved",
  rejected: "rejected",
  cancelled: "cancelled",
};

export const kindLabel = (kind: string) => KINDS[kind]?.[1] ?? kind;

/** "plan.update" → "Plan edited"; an unknown code is shown as it is. */
export function actionLabel(action: string): string {
  if (ACTIONS[action]) return ACTIONS[action];
  const [kind = "", verb = ""] = action.split(".", 2);
  const one = KINDS[kind]?.[0];
  const done = VERBS[verb];
  return one && done ? `${one} ${done}` : action;
}


const FIELD_LABELS: Record<string, string> = {
  id: "Id",
  price_paise: "Price",
  is_new: "'New' ribbon",
  page_id: "Page id",
  order: "Order",
  us_type: "Type",
  pan: "PAN",
  uan: "UAN",
  esi_number: "ESI number",
  bank_ifsc: "IFSC",
  pf_applicable: "PF applies",
  esi_applicable: "ESI applies",
  address_current: "Current address",
  address_permanent: "Permanent address",
  emergency_name: "Emergency contact",
  emergency_relation: "Emergency contact's relation",
  emergency_mobile: "Emergency contact's mobile",
};
const fieldLabel = (key: string) => FIELD_LABELS[key] ?? `${key.charAt(0).toUpperCase()}${key.slice(1).replaceAll("_", " ")}`;

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number" && key.endsWith("_paise")) return formatPaise(value);
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((v) => show(key, v)).join(", ");
  // A named thing ({ plan_id, plan_name }) reads as its name.
  const named = Object.entries(value).find(([k]) => k.endsWith("_name"));
  if (named) return named[1] === null ? "None" : show(named[0], named[1]);
  return JSON.stringify(value);
}

type Change = { from: unknown; to: unknown };
const isChange = (v: unknown): v is Change => typeof v === "object" && v !== null && "from" in v && "to" in v;

/** A list's item in words: a record by its name ("Saravanan Iyer (spouse)"), anything else as itself. */
function itemText(item: unknown): string {
  if (typeof item !== "object" || item === null) return String(item);
  const { name, relation } = item as { name?: unknown; relation?: unknown };
  if (typeof name === "string") return typeof relation === "string" ? `${name} (${relation})` : name;
  return JSON.stringify(item);
}

function ListChange({ from, to }: { from: unknown[]; to: unknown[] }) {
  const before = from.map(itemText);
  const after = to.map(itemText);
  const added = after.filter((x) => !before.includes(x));
  const removed = before.filter((x) => !after.includes(x));
  if (added.length === 0 && removed.length === 0) {
    // The same rows in a new order: say which moved, and from where to where.
    const moved = after.map((x, i) => ({ x, from: before.indexOf(x) + 1, to: i + 1 })).filter((m) => m.from !== m.to);
    return (
      <ul className="audit-list-change">
        {moved.map((m) => (
          <li key={m.x}>
            {m.x} — place <span className="audit-from">{m.from}</span> <span aria-hidden="true">→</span>
            <span className="visually-hidden"> moved to </span> <span className="audit-to">{m.to}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="audit-list-change">
      {added.map((x) => (
        <li key={`+${x}`} className="is-added">
          <span className="visually-hidden">Added: </span>
          {x}
        </li>
      ))}
      {removed.map((x) => (
        <li key={`-${x}`} className="is-removed">
          <span className="visually-hidden">Removed: </span>
          {x}
        </li>
      ))}
    </ul>
  );
}

export function AuditDetail({ detail }: { detail: Record<string, unknown> }) {
  // Changes come three ways: under `changes` (the site settings), as fields of their own ({ status: {from,
  // to} } for a lead), or as the entry itself ({ from, to } for a firm's plan).
  const { changes, from: wholeFrom, to: wholeTo, ...rest } = detail;
  const whole = wholeFrom !== undefined && wholeTo !== undefined ? [["value", { from: wholeFrom, to: wholeTo }] as const] : [];
  const facts = Object.fromEntries(Object.entries(rest).filter(([, v]) => !isChange(v)));
  const changed = [
    ...(typeof changes === "object" && changes !== null ? Object.entries(changes).filter(([, c]) => isChange(c)) : []),
    ...Object.entries(rest).filter(([, v]) => isChange(v)),
    ...whole,
  ];
  return (
    <div className="audit-detail">
      {Object.keys(facts).length > 0 && (
        <dl className="audit-facts">
          {Object.entries(facts).map(([key, value]) => (
            <div key={key}>
              <dt>{fieldLabel(key)}</dt>
              <dd>{show(key, value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {(changes !== undefined || changed.length > 0) &&
        (changed.length === 0 ? (
          <p className="audit-nochange">Saved with no change.</p>
        ) : (
          <ul className="audit-changes" aria-label="Changes">
            {changed.map(([key, c]) => {
              const { from, to } = c as Change;
              return (
                <li key={key}>
                  <span className="audit-changes__field">{fieldLabel(key)}:</span>{" "}
                  {Array.isArray(from) && Array.isArray(to) ? (
                    <ListChange from={from} to={to} />
                  ) : (
                    <>
                      <span className="audit-from">{show(key, from)}</span> <span aria-hidden="true">→</span>
                      <span className="visually-hidden"> changed to </span> <span className="audit-to">{show(key, to)}</span>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </div>
  );
}

/** Who did it: name and masked mobile; an entry with no account behind it was the system. */
export function AuditWho({ actor }: { actor: AuditActor | null }) {
  if (!actor) return <span className="dash-muted">System</span>;
  return (
    <span className="audit-who">
      <span>{actor.name}</span>
      <span className="dash-mono dash-muted">{actor.mobile}</span>
    </span>
  );
}

/** The filters: a GET form, so they live in the address and the loader reads them there. */
export function AuditFilters({ kinds, actors, action, actor }: { kinds: string[]; actors: AuditActor[]; action: string; actor: string }) {
  return (
    <Form method="get" className="console-search audit-filters" aria-label="Filter the audit log">
      <SearchSelect
        id="audit-action"
        name="action"
        label="What"
        value={action}
        any="Every kind of change"
        options={kinds.map((k) => ({ value: `${k}.`, label: kindLabel(k) }))}
      />
      <SearchSelect
        id="audit-actor"
        name="actor"
        label="Who"
        value={actor}
        any="Everyone"
        options={actors.map((a) => ({ value: a.id, label: `${a.name} (${a.mobile})` }))}
      />
      <SearchActions filtered={Boolean(action || actor)} submit="Filter" />
    </Form>
  );
}

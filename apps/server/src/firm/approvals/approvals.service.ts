// One approvals mechanism for every request type (PRODUCT.md "Approvals"): a request moves pending →
// approved / rejected / cancelled through a chain of levels configured per type (the subject's reporting
// manager, HR whose work covers them, or a named person). The chain is resolved to people when the request
// is made; a level with no one in it is skipped, and a request with no one at all goes to the firm's admins,
// so nothing waits for ever. Nobody approves their own request. Each step is recorded with its comment; the
// final approval applies the request's effect (its type's handler) in the same transaction; the people
// concerned are notified at each step, and reminded when a request waits too long.
import {
  type ApprovalStep,
  type ApprovalsPage,
  type ApprovalsQuerySchema,
  type ApprovalView,
  type ChainLevel,
  REQUEST_TYPE_LABELS,
  type RequestType,
} from "@vetan/shared/approvals";
import type { z } from "zod";
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { approvalActions, approvalChains, approvalRequests, employees } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm, withPlatform } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import { decodeCursor, type KeysetOrder, keysetAfter, keysetPage, stamp } from "../../platform/cursor.ts";
import type { FirmActor } from "../actor.ts";
import type { Notifications, Outgoing } from "../notifications/notifications.service.ts";
import { hrCovers } from "../people/people.policy.ts";

type RequestRow = typeof approvalRequests.$inferSelect;
type Level = { kind: string; approver_ids: string[] };

/** What a request type does when finally approved, and how it reads in a list. */
export interface RequestHandler {
  /** The request's effect; may return messages of its own to send after commit. */
  apply(tx: Tx, request: RequestRow, actor: FirmActor, ip: string): Promise<Outgoing | undefined>;
  summary(request: RequestRow): string[];
  /** Where the request's own record is seen in full, for types that have one (an expense claim). */
  link?(request: RequestRow): { href: string; label: string } | null;
  /** A request rejected or cancelled: for types whose own record follows the request (an expense claim). */
  closed?(tx: Tx, request: RequestRow, status: "rejected" | "cancelled"): Promise<void>;
}

/** Chains a firm gets until it sets its own. */
export const DEFAULT_CHAINS: Record<RequestType, ChainLevel[]> = {
  profile_change: [{ kind: "hr" }],
  regularisation: [{ kind: "manager" }],
  on_duty: [{ kind: "manager" }],
  wfh: [{ kind: "manager" }],
  overtime: [{ kind: "manager" }],
  leave: [{ kind: "manager" }],
  // The manager, then finance (HR until the firm names its finance person in the chain).
  expense_claim: [{ kind: "manager" }, { kind: "hr" }],
  // An advance: the same people as a claim.
  expense_advance: [{ kind: "manager" }, { kind: "hr" }],
};

const REMIND_AFTER_MS = 48 * 3600_000;
const NOT_FOUND = "No such request in your firm.";

/** Requests newest first: the list's order and its cursor's (decision 032). */
const APPROVAL_ORDER: KeysetOrder = { table: approvalRequests, keys: [{ column: approvalRequests.createdAt, direction: "desc" }], id: { column: approvalRequests.id, direction: "desc" } };

export function createApprovals(db: Db, notifications: Notifications, handlers: Record<RequestType, RequestHandler>) {
  async function chainOf(tx: Tx, firmId: string, type: RequestType): Promise<ChainLevel[]> {
    const [row] = await tx.select().from(approvalChains).where(and(eq(approvalChains.firmId, firmId), eq(approvalChains.requestType, type)));
    return (row?.levels as ChainLevel[] | undefined) ?? DEFAULT_CHAINS[type];
  }

  /** The chain's levels as people, empty levels dropped; the requester and subject never approve their own. */
  async function resolve(tx: Tx, firmId: string, levels: ChainLevel[], subject: typeof employees.$inferSelect, requesterId: string): Promise<Level[]> {
    const live = and(eq(employees.firmId, firmId), ne(employees.status, "exited"));
    const out: Level[] = [];
    for (const level of levels) {
      let ids: string[] = [];
      if (level.kind === "manager" && subject.managerId) {
        ids = (await tx.select({ id: employees.id }).from(employees).where(and(live, eq(employees.id, subject.managerId)))).map((r) => r.id);
      } else if (level.kind === "hr") {
        const hr = await tx.select({ id: employees.id, scope: employees.hrWorkspaceIds }).from(employees).where(and(live, eq(employees.usType, "H")));
        ids = hr.filter((h) => h.scope.length === 0 || (subject.workspaceId !== null && h.scope.includes(subject.workspaceId))).map((h) => h.id);
      } else if (level.kind === "person") {
        ids = (await tx.select({ id: employees.id }).from(employees).where(and(live, eq(employees.id, level.employee_id)))).map((r) => r.id);
      }
      ids = ids.filter((id) => id !== subject.id && id !== requesterId);
      if (ids.length > 0) out.push({ kind: level.kind, approver_ids: ids });
    }
    if (out.length === 0) {
      const admins = await tx.select({ id: employees.id }).from(employees).where(and(live, eq(employees.usType, "A")));
      const ids = admins.map((a) => a.id).filter((id) => id !== subject.id && id !== requesterId);
      out.push({ kind: "admin", approver_ids: ids.length > 0 ? ids : admins.map((a) => a.id) });
    }
    return out;
  }

  /** May the actor see this request at all? Those it concerns, its approvers, admins, and HR covering its subject. */
  function mayView(actor: FirmActor, r: RequestRow, subjectWorkspace: string | null): boolean {
    return (
      actor.access === "A" ||
      r.requesterId === actor.employeeId ||
      r.subjectId === actor.employeeId ||
      r.chain.some((l) => l.approver_ids.includes(actor.employeeId)) ||
      hrCovers(actor, subjectWorkspace)
    );
  }

  const approversNow = (r: Pick<RequestRow, "chain" | "level">) => r.chain[r.level]?.approver_ids ?? [];
  const mayDecide = (actor: FirmActor, r: RequestRow) =>
    r.status === "pending" && r.requesterId !== actor.employeeId && r.subjectId !== actor.employeeId && (approversNow(r).includes(actor.employeeId) || actor.access === "A");

  async function present(tx: Tx, actor: FirmActor, rows: RequestRow[], withSteps: boolean): Promise<ApprovalView[]> {
    const ids = new Set<string>();
    for (const r of rows) {
      ids.add(r.requesterId).add(r.subjectId);
      for (const l of r.chain) for (const a of l.approver_ids) ids.add(a);
    }
    const people = ids.size > 0 ? await tx.select({ id: employees.id, name: employees.name, code: employees.code }).from(employees).where(and(eq(employees.firmId, actor.firmId), inArray(employees.id, [...ids]))) : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    const named = (id: string) => ({ id, name: byId.get(id)?.name ?? "Someone who has left" });
    const steps = new Map<string, ApprovalStep[]>();
    if (withSteps && rows.length > 0) {
      const actions = await tx
        .select({ a: approvalActions, name: employees.name })
        .from(approvalActions)
        .leftJoin(employees, and(eq(employees.firmId, approvalActions.firmId), eq(employees.id, approvalActions.actorId)))
        .where(and(eq(approvalActions.firmId, actor.firmId), inArray(approvalActions.requestId, rows.map((r) => r.id))))
        .orderBy(asc(approvalActions.id));
      for (const { a, name } of actions) {
        const list = steps.get(a.requestId) ?? [];
        list.push({ level: a.level, actor: { id: a.actorId, name: name ?? "Someone who has left" }, action: a.action, comment: a.comment, at: a.createdAt.toISOString() });
        steps.set(a.requestId, list);
      }
    }
    return rows.map((r) => {
      const type = r.requestType as RequestType;
      return {
        id: r.id,
        type,
        type_label: REQUEST_TYPE_LABELS[type] ?? r.requestType,
        title: r.title,
        status: r.status,
        requester: named(r.requesterId),
        subject: { ...named(r.subjectId), code: byId.get(r.subjectId)?.code ?? "" },
        summary: handlers[type]?.summary(r) ?? [],
        link: handlers[type]?.link?.(r) ?? null,
        level: r.level,
        levels: r.chain.map((l) => ({ kind: l.kind, approvers: l.approver_ids.map(named) })),
        created_at: r.createdAt.toISOString(),
        decided_at: r.decidedAt?.toISOString() ?? null,
        can: {
          decide: mayDecide(actor, r),
          cancel: r.status === "pending" && (r.requesterId === actor.employeeId || r.subjectId === actor.employeeId),
          comment: r.status === "pending",
        },
        ...(withSteps ? { steps: steps.get(r.id) ?? [] } : {}),
      };
    });
  }

  async function locked(tx: Tx, actor: FirmActor, id: string): Promise<{ row: RequestRow; subject: typeof employees.$inferSelect }> {
    const [row] = await tx.select().from(approvalRequests).where(and(eq(approvalRequests.firmId, actor.firmId), eq(approvalRequests.id, id))).for("update");
    if (!row) throw AppError.notFound(NOT_FOUND);
    const [subject] = await tx.select().from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, row.subjectId)));
    if (!subject || !mayView(actor, row, subject.workspaceId)) throw AppError.notFound(NOT_FOUND);
    return { row, subject };
  }

  const link = (id: string) => `/app/approvals/${id}`;

  async function decideIn(tx: Tx, actor: FirmActor, id: string, action: "approve" | "reject", comment: string | null, ip: string): Promise<Outgoing> {
    const { row } = await locked(tx, actor, id);
    if (row.status !== "pending") throw new AppError(409, "already_decided", `This request was already ${row.status}.`);
    if (!mayDecide(actor, row)) throw AppError.forbidden("This request is not waiting for you.");
    await tx.insert(approvalActions).values({ firmId: actor.firmId, requestId: id, level: row.level, actorId: actor.employeeId, action: action === "approve" ? "approved" : "rejected", comment });
    const concerned = [row.requesterId, row.subjectId];
    let outgoing: Outgoing;
    if (action === "reject") {
      await tx.update(approvalRequests).set({ status: "rejected", decidedAt: new Date() }).where(and(eq(approvalRequests.firmId, actor.firmId), eq(approvalRequests.id, id)));
      await handlers[row.requestType as RequestType]?.closed?.(tx, row, "rejected");
      outgoing = await notifications.notify(tx, actor.firmId, concerned, { kind: "approval.decided", title: `Rejected: ${row.title}`, body: comment ?? "", link: link(id) });
    } else if (row.level + 1 < row.chain.length) {
      await tx.update(approvalRequests).set({ level: row.level + 1, remindedAt: null }).where(and(eq(approvalRequests.firmId, actor.firmId), eq(approvalRequests.id, id)));
      outgoing = await notifications.notify(tx, actor.firmId, row.chain[row.level + 1]?.approver_ids ?? [], { kind: "approval.waiting", title: `Waiting for you: ${row.title}`, link: link(id) });
    } else {
      await tx.update(approvalRequests).set({ status: "approved", level: row.chain.length, decidedAt: new Date() }).where(and(eq(approvalRequests.firmId, actor.firmId), eq(approvalRequests.id, id)));
      const handler = handlers[row.requestType as RequestType];
      if (!handler) throw new Error(`no handler for ${row.requestType}`);
      const effects = (await handler.apply(tx, row, actor, ip)) ?? [];
      outgoing = [...(await notifications.notify(tx, actor.firmId, concerned, { kind: "approval.decided", title: `Approved: ${row.title}`, body: comment ?? "", link: link(id) })), ...effects];
    }
    await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: `approval.${action === "approve" ? "approved" : "rejected"}`, detail: { request_id: id, type: row.requestType, level: row.level, comment } });
    return outgoing;
  }

  return {
    /**
     * Makes a request inside the caller's transaction (the service whose change needs approval); returns its
     * id and the notifications to deliver after commit.
     */
    async submit(tx: Tx, actor: FirmActor, input: { type: RequestType; subjectId: string; title: string; payload: Record<string, unknown>; escalateToAdmins?: boolean }): Promise<{ id: string; outgoing: Outgoing }> {
      const [subject] = await tx.select().from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, input.subjectId)));
      if (!subject) throw AppError.notFound("No such employee in your firm.");
      const chain = await resolve(tx, actor.firmId, await chainOf(tx, actor.firmId, input.type), subject, actor.employeeId);
      // Above an amount the firm sets (an expense claim), admins decide last, after the chain.
      if (input.escalateToAdmins && chain.at(-1)?.kind !== "admin") {
        const admins = (await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.firmId, actor.firmId), ne(employees.status, "exited"), eq(employees.usType, "A")))).map((a) => a.id).filter((id) => id !== subject.id && id !== actor.employeeId);
        if (admins.length > 0) chain.push({ kind: "admin", approver_ids: admins });
      }
      const [row] = await tx
        .insert(approvalRequests)
        .values({ firmId: actor.firmId, requestType: input.type, requesterId: actor.employeeId, subjectId: input.subjectId, title: input.title, payload: input.payload, chain })
        .returning({ id: approvalRequests.id });
      if (!row) throw new Error("request insert returned nothing");
      await tx.insert(approvalActions).values({ firmId: actor.firmId, requestId: row.id, level: 0, actorId: actor.employeeId, action: "submitted" });
      const outgoing = await notifications.notify(tx, actor.firmId, chain[0]?.approver_ids ?? [], { kind: "approval.waiting", title: `Waiting for you: ${input.title}`, body: `From ${subject.name}`, link: link(row.id) });
      return { id: row.id, outgoing };
    },

    /** A pending request of `type` about `subjectId`, if there is one. */
    async pendingFor(tx: Tx, firmId: string, type: RequestType, subjectId: string): Promise<string | null> {
      const [row] = await tx
        .select({ id: approvalRequests.id })
        .from(approvalRequests)
        .where(and(eq(approvalRequests.firmId, firmId), eq(approvalRequests.requestType, type), eq(approvalRequests.subjectId, subjectId), eq(approvalRequests.status, "pending")))
        .limit(1);
      return row?.id ?? null;
    },

    view: (tx: Tx, actor: FirmActor, id: string) => locked(tx, actor, id).then(async ({ row }) => (await present(tx, actor, [row], true))[0] as ApprovalView),

    get: (actor: FirmActor, id: string): Promise<ApprovalView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const { row } = await locked(tx, actor, id);
        return (await present(tx, actor, [row], true))[0] as ApprovalView;
      }),

    async list(actor: FirmActor, query: z.output<typeof ApprovalsQuerySchema>): Promise<ApprovalsPage> {
      return withFirm(db, actor.firmId, async (tx) => {
        const firm = eq(approvalRequests.firmId, actor.firmId);
        const waitingForMe = and(firm, eq(approvalRequests.status, "pending"), sql`(${approvalRequests.chain} -> ${approvalRequests.level} -> 'approver_ids') @> jsonb_build_array(${actor.employeeId}::text)`) as SQL;
        let where: SQL;
        if (query.box === "inbox") where = waitingForMe;
        else if (query.box === "mine") where = and(firm, or(eq(approvalRequests.requesterId, actor.employeeId), eq(approvalRequests.subjectId, actor.employeeId))) as SQL;
        else {
          if (actor.access === "A" || (actor.access === "H" && actor.hrWorkspaceIds.length === 0)) where = firm;
          else if (actor.access === "H") {
            const covered = tx
              .select({ id: employees.id })
              .from(employees)
              .where(and(eq(employees.firmId, actor.firmId), inArray(employees.workspaceId, [...actor.hrWorkspaceIds])));
            where = and(firm, inArray(approvalRequests.subjectId, covered)) as SQL;
          } else throw AppError.forbidden("The firm's requests are for admins and HR.");
        }
        if (query.box !== "inbox" && query.status !== "any") where = and(where, eq(approvalRequests.status, query.status)) as SQL;
        if (query.type) where = and(where, eq(approvalRequests.requestType, query.type)) as SQL;
        const cursor = decodeCursor(query.cursor, APPROVAL_ORDER);
        const read = await tx
          .select()
          .from(approvalRequests)
          .where(and(where, keysetAfter(APPROVAL_ORDER, cursor)))
          .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
          .limit(query.limit + 1)
          .offset(cursor ? 0 : query.offset);
        const { data: rows, next_cursor } = keysetPage(read, query.limit, (r) => [stamp(r.createdAt), r.id]);
        const [total] = await tx.select({ n: count() }).from(approvalRequests).where(where);
        const [waiting] = await tx.select({ n: count() }).from(approvalRequests).where(waitingForMe);
        return { data: await present(tx, actor, rows, false), total: total?.n ?? 0, waiting: waiting?.n ?? 0, next_cursor };
      });
    },

    async decide(actor: FirmActor, id: string, action: "approve" | "reject", comment: string | null, ip: string): Promise<ApprovalView> {
      let outgoing: Outgoing = [];
      const view = await withFirm(db, actor.firmId, async (tx) => {
        outgoing = await decideIn(tx, actor, id, action, comment, ip);
        return this.view(tx, actor, id);
      });
      await notifications.deliver(outgoing);
      return view;
    },

    /** Decides many at once; each stands or falls alone, and the answer says which did what. */
    async bulk(actor: FirmActor, ids: string[], action: "approve" | "reject", comment: string | null, ip: string) {
      const results: { id: string; ok: boolean; message?: string }[] = [];
      for (const id of [...new Set(ids)]) {
        try {
          const outgoing = await withFirm(db, actor.firmId, (tx) => decideIn(tx, actor, id, action, comment, ip));
          await notifications.deliver(outgoing);
          results.push({ id, ok: true });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, ok: false, message: error.message });
        }
      }
      return { results, done: results.filter((r) => r.ok).length };
    },

    async cancel(actor: FirmActor, id: string, ip: string): Promise<ApprovalView> {
      let outgoing: Outgoing = [];
      const view = await withFirm(db, actor.firmId, async (tx) => {
        const { row } = await locked(tx, actor, id);
        if (row.requesterId !== actor.employeeId && row.subjectId !== actor.employeeId) throw AppError.forbidden("Only the person who asked can cancel a request.");
        if (row.status !== "pending") throw new AppError(409, "already_decided", `This request was already ${row.status}.`);
        await tx.update(approvalRequests).set({ status: "cancelled", decidedAt: new Date() }).where(and(eq(approvalRequests.firmId, actor.firmId), eq(approvalRequests.id, id)));
        await handlers[row.requestType as RequestType]?.closed?.(tx, row, "cancelled");
        await tx.insert(approvalActions).values({ firmId: actor.firmId, requestId: id, level: row.level, actorId: actor.employeeId, action: "cancelled" });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "approval.cancelled", detail: { request_id: id, type: row.requestType } });
        outgoing = await notifications.notify(tx, actor.firmId, approversNow(row), { kind: "approval.decided", title: `Cancelled: ${row.title}`, link: link(id) });
        return this.view(tx, actor, id);
      });
      await notifications.deliver(outgoing);
      return view;
    },

    comment: (actor: FirmActor, id: string, comment: string): Promise<ApprovalView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const { row } = await locked(tx, actor, id);
        if (row.status !== "pending") throw new AppError(409, "already_decided", `This request was already ${row.status}.`);
        await tx.insert(approvalActions).values({ firmId: actor.firmId, requestId: id, level: row.level, actorId: actor.employeeId, action: "commented", comment });
        return (await present(tx, actor, [row], true))[0] as ApprovalView;
      }),

    chains: (actor: FirmActor) =>
      withFirm(db, actor.firmId, async (tx) => {
        const rows = await tx.select().from(approvalChains).where(eq(approvalChains.firmId, actor.firmId));
        return (Object.keys(DEFAULT_CHAINS) as RequestType[]).map((type) => {
          const own = rows.find((r) => r.requestType === type);
          return { type, label: REQUEST_TYPE_LABELS[type], levels: (own?.levels as ChainLevel[] | undefined) ?? DEFAULT_CHAINS[type], is_default: !own };
        });
      }),

    async setChain(actor: FirmActor, type: RequestType, levels: ChainLevel[], ip: string) {
      if (actor.access !== "A") throw AppError.forbidden();
      await withFirm(db, actor.firmId, async (tx) => {
        for (const [i, level] of levels.entries()) {
          if (level.kind !== "person") continue;
          const [person] = await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, level.employee_id), ne(employees.status, "exited")));
          if (!person) throw AppError.badRequest("Choose a person from the list", { [`levels.${i}.employee_id`]: "Choose a person from the list" });
        }
        await tx
          .insert(approvalChains)
          .values({ firmId: actor.firmId, requestType: type, levels })
          .onConflictDoUpdate({ target: [approvalChains.firmId, approvalChains.requestType], set: { levels, updatedAt: new Date() } });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "approval_chain.set", detail: { type, levels } });
      });
      return this.chains(actor);
    },

    /** Reminds the approvers of requests waiting longer than two days (the daily upkeep); returns how many. */
    async remind(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - REMIND_AFTER_MS);
      const due = await withPlatform(db, "requests waiting too long, across firms", (tx) =>
        tx
          .select({ firmId: approvalRequests.firmId, id: approvalRequests.id })
          .from(approvalRequests)
          .where(and(eq(approvalRequests.status, "pending"), lt(approvalRequests.createdAt, cutoff), or(isNull(approvalRequests.remindedAt), lt(approvalRequests.remindedAt, cutoff)))),
      );
      for (const { firmId, id } of due) {
        const outgoing = await withFirm(db, firmId, async (tx) => {
          const [row] = await tx.select().from(approvalRequests).where(and(eq(approvalRequests.firmId, firmId), eq(approvalRequests.id, id), eq(approvalRequests.status, "pending"))).for("update");
          if (!row) return [];
          await tx.update(approvalRequests).set({ remindedAt: now }).where(and(eq(approvalRequests.firmId, firmId), eq(approvalRequests.id, id)));
          await tx.insert(approvalActions).values({ firmId, requestId: id, level: row.level, actorId: row.requesterId, action: "reminded" });
          const days = Math.floor((now.getTime() - row.createdAt.getTime()) / 86_400_000);
          return notifications.notify(tx, firmId, approversNow(row), { kind: "approval.reminder", title: `Still waiting for you (${days} days): ${row.title}`, link: link(id) });
        });
        await notifications.deliver(outgoing);
      }
      return due.length;
    },
  };
}
export type Approvals = ReturnType<typeof createApprovals>;

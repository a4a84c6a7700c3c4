// The firm's billing (/api/v1/billing, decision 031): its plan, trial, this month's charge, and choosing or
// cancelling a plan. The firm's admins alone (HR, managers and employees are refused); no plan gates it, so a
// firm whose trial or plan has ended can always reach it to choose again.
import { PlanChoiceSchema } from "@vetan/shared/plans";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { KeysService } from "../../accounts/keys/keys.service.ts";
import type { Db } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { requireFirmActor } from "../actor.ts";
import type { Billing } from "./billing.service.ts";

export interface BillingDeps {
  db: Db;
  keys: KeysService;
  billing: Billing;
}

const ADMINS_ONLY = "Only the firm's admins can see and change its plan.";

export const billingRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  const { billing } = deps;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  /** The acting admin, or 403. */
  const adminOf = async (request: FastifyRequest) => {
    const actor = await requireFirmActor(request, deps);
    if (actor.access !== "A") throw AppError.forbidden(ADMINS_ONLY);
    return { firmId: actor.firmId, userId: actor.userId, ip: request.ip };
  };

  app.get("/billing", { schema: { tags: ["billing"], summary: "The firm's plan, trial, active employees and this month's charge with its working (admins)" } }, async (request) =>
    billing.view((await adminOf(request)).firmId),
  );

  app.put(
    "/billing/plan",
    { bodyLimit: 1024, schema: { tags: ["billing"], summary: "Choose the firm's plan: a trial ends and a cancellation is undone (admins; audited)", body: PlanChoiceSchema } },
    async (request) => billing.choose(await adminOf(request), request.body.plan_id),
  );

  app.post("/billing/cancel", { schema: { tags: ["billing"], summary: "Cancel at the end of the trial or the month; the plan stays until then (admins; audited)" } }, async (request) =>
    billing.cancel(await adminOf(request)),
  );

  app.post("/billing/resume", { schema: { tags: ["billing"], summary: "Undo a cancellation before it takes effect (admins; audited)" } }, async (request) =>
    billing.resume(await adminOf(request)),
  );
};

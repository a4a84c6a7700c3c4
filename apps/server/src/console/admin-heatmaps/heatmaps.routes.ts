// The console's click campaigns and heatmaps (/api/v1/admin). Registered by ../admin/admin.routes.ts,
// behind its superadmin guard. Read-only: nothing here writes, so nothing is audited. Every query
// parameter is checked by the shared schemas (dates, range length, bucket, string caps) before any SQL.
import {
  type HeatmapCampaignsAnswer,
  type HeatmapPageAnswer,
  HeatmapPageQuerySchema,
  type HeatmapPagesAnswer,
  HeatmapPagesQuerySchema,
  HeatmapRangeQuerySchema,
} from "@vetan/shared/admin-heatmaps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AdminDeps } from "../admin/admin.routes.ts";
import { createHeatmapQueries } from "./heatmaps.queries.ts";

export const heatmapAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { database }) => {
  const queries = createHeatmapQueries(database.db);

  app.get(
    "/heatmaps/campaigns",
    {
      schema: {
        tags: ["console"],
        summary: "Click campaigns in a date range (default the last 30 days): pages, sessions, clicks, first and last click",
        querystring: HeatmapRangeQuerySchema,
      },
    },
    async (request): Promise<HeatmapCampaignsAnswer> => {
      const range = { from: request.query.from, to: request.query.to };
      return { range, campaigns: await queries.campaigns(range) };
    },
  );

  app.get(
    "/heatmaps/pages",
    {
      schema: {
        tags: ["console"],
        summary: "One campaign's pages in a date range, with clicks, sessions and clicks per width bucket",
        querystring: HeatmapPagesQuerySchema,
      },
    },
    async (request): Promise<HeatmapPagesAnswer> => {
      const { campaign, from, to } = request.query;
      const range = { from, to };
      return { range, campaign, pages: await queries.pages(campaign, range) };
    },
  );

  app.get(
    "/heatmaps/page",
    {
      schema: {
        tags: ["console"],
        summary: "One page's click heatmap at a width bucket: density grid, pinned clicks, most clicked elements, totals",
        querystring: HeatmapPageQuerySchema,
      },
    },
    async (request): Promise<HeatmapPageAnswer> => {
      const { campaign, page, bucket, from, to } = request.query;
      const range = { from, to };
      return { range, ...(await queries.page(campaign, page, bucket, range)) };
    },
  );
};

// Click-tracking events: month-partitioned by created_at (DDL in the hand-written migration), so old
// months can be dropped or moved to a column store whole.
import { bigserial, boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const clickEvents = pgTable("click_events", {
  id: bigserial("id", { mode: "number" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  campaignId: text("campaignid").notNull(),
  sessionId: text("sessionid").notNull(),
  x: integer("x_cord").notNull(),
  y: integer("y_cord").notNull(),
  element: text("element").notNull(),
  buttonName: text("button_name").notNull(),
  pageUrl: text("pageurl").notNull(),
  pageName: text("pagename").notNull(),
  product: text("product").notNull(),
  redirectionUrl: text("redirection_url").notNull(),
  viewportW: integer("viewport_w").notNull(),
  viewportH: integer("viewport_h").notNull(),
  docH: integer("doc_h").notNull(),
  fixed: boolean("fixed").notNull(),
});

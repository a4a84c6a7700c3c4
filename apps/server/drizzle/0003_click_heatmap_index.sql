-- Hand-written: the console's heatmaps (issue 5) read one page's clicks at a time. The index of 0001 finds
-- them, but each click then costs a visit to its own heap page (a page's clicks are scattered through the
-- table in arrival order), which at a million events means reading most of the table. This index has the
-- same key and carries the columns a heatmap reads, so those reads are index-only: one contiguous run of
-- index pages. It replaces 0001's index (same key; keeping both would only slow every insert). Created on
-- the partitioned parent, so every month's partition, present and future, gets its own.
DROP INDEX IF EXISTS "click_events_campaign_page_idx";
--> statement-breakpoint
CREATE INDEX "click_events_heatmap_idx" ON "click_events" ("campaignid", "pageurl", "created_at")
  INCLUDE ("viewport_w", "fixed", "x_cord", "y_cord", "doc_h", "sessionid", "element", "button_name");

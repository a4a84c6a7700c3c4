-- Hand-written: what drizzle-kit cannot express.
--
-- 1. The application role. Queries on tenant tables run as this non-owner role (SET LOCAL ROLE inside the
--    transaction) so that row-level security applies even where the connection is a superuser, as PGlite's
--    always is. It has no login; the connecting user is made a member so it may switch to it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'vetan_app') THEN
    CREATE ROLE vetan_app NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT vetan_app TO %I', current_user);
EXCEPTION WHEN others THEN
  -- Already a member, or the user is the role itself; either way it can SET ROLE.
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO vetan_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO vetan_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO vetan_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO vetan_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO vetan_app;
--> statement-breakpoint
-- 2. Row-level security on tenant tables: a row is visible only when its firm is the one set for the
--    transaction (set_config('app.firm_id', …, true)). With no firm set the setting is NULL or '' and the
--    comparison is never true, so nothing is seen. FORCE makes it apply to the table owner too.
ALTER TABLE "members" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "members" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "members_firm_isolation" ON "members"
  USING ("firm_id"::text = current_setting('app.firm_id', true))
  WITH CHECK ("firm_id"::text = current_setting('app.firm_id', true));
--> statement-breakpoint
-- 3. Click events, partitioned by month. A default partition catches anything outside the months made so
--    far; the server makes the current and next months' partitions at start-up (ensureClickPartitions).
CREATE TABLE "click_events" (
  "id" bigserial NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "campaignid" text NOT NULL,
  "sessionid" text NOT NULL,
  "x_cord" integer NOT NULL,
  "y_cord" integer NOT NULL,
  "element" text NOT NULL,
  "button_name" text NOT NULL,
  "pageurl" text NOT NULL,
  "pagename" text NOT NULL,
  "product" text NOT NULL,
  "redirection_url" text NOT NULL,
  "viewport_w" integer NOT NULL,
  "viewport_h" integer NOT NULL,
  "doc_h" integer NOT NULL,
  "fixed" boolean NOT NULL,
  PRIMARY KEY ("id", "created_at")
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE TABLE "click_events_default" PARTITION OF "click_events" DEFAULT;
--> statement-breakpoint
CREATE INDEX "click_events_campaign_page_idx" ON "click_events" ("campaignid", "pageurl", "created_at");
--> statement-breakpoint
GRANT SELECT, INSERT ON "click_events" TO vetan_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "click_events_id_seq" TO vetan_app;

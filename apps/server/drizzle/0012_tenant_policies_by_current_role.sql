-- Tenant policies name the role the work runs as, not a role one is a member of (decision 014, amended).
-- A policy `TO vetan_platform` applies to every member of vetan_platform, and the database owner is one (it
-- must be, to SET ROLE): so an owner that is not a superuser saw every firm's rows in any query that forgot
-- withFirm. Each policy now also requires current_user to be the role itself, which is true only inside
-- withFirm (vetan_app) and withPlatform (vetan_platform). The owner, superuser or not, then sees no tenant
-- row outside them unless it is a superuser (which bypasses RLS; production should not run as one).
CREATE OR REPLACE FUNCTION vetan_tenant_table(t regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = t);
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', t);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', t);
  EXECUTE format('DROP POLICY IF EXISTS %I ON %s', name || '_firm_isolation', t);
  EXECUTE format('DROP POLICY IF EXISTS %I ON %s', name || '_platform', t);
  EXECUTE format(
    'CREATE POLICY %I ON %s TO vetan_app USING (current_user = ''vetan_app'' AND firm_id = nullif(current_setting(''app.firm_id'', true), '''')::uuid) WITH CHECK (current_user = ''vetan_app'' AND firm_id = nullif(current_setting(''app.firm_id'', true), '''')::uuid)',
    name || '_firm_isolation', t);
  EXECUTE format('CREATE POLICY %I ON %s TO vetan_platform USING (current_user = ''vetan_platform'') WITH CHECK (current_user = ''vetan_platform'')', name || '_platform', t);
END
$$;
--> statement-breakpoint
-- Every tenant table again, found by the policy the function gave it.
SELECT vetan_tenant_table(format('%I', tablename)::regclass) FROM pg_policies WHERE schemaname = 'public' AND policyname = tablename || '_firm_isolation';
--> statement-breakpoint
-- Backups are taken as vetan_platform (platform/db/backup.ts), which must read the migrations journal too.
GRANT USAGE ON SCHEMA drizzle TO vetan_platform;
--> statement-breakpoint
GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO vetan_platform;
--> statement-breakpoint
GRANT SELECT ON ALL SEQUENCES IN SCHEMA drizzle TO vetan_platform;

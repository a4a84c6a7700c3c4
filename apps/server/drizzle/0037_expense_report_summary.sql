CREATE TABLE "expense_report_cells" (
	"firm_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"department_id" uuid,
	"workspace_id" uuid,
	"category" text NOT NULL,
	"project" text NOT NULL,
	"items" integer NOT NULL,
	"claimed" bigint NOT NULL,
	"kept" bigint NOT NULL,
	"first_claim" integer NOT NULL,
	"first_category" integer NOT NULL,
	"first_project" integer NOT NULL,
	"first_month" integer NOT NULL,
	"first_category_project" integer NOT NULL,
	"first_category_month" integer NOT NULL,
	"delta" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_report_lines" (
	"firm_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" text NOT NULL,
	"department_id" uuid,
	"workspace_id" uuid,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"project" text NOT NULL,
	"claim_from" date NOT NULL,
	"items" integer NOT NULL,
	"claimed" bigint NOT NULL,
	"kept" bigint NOT NULL,
	"first_claim" integer NOT NULL,
	"first_category" integer NOT NULL,
	"first_project" integer NOT NULL,
	"first_month" integer NOT NULL,
	"first_category_project" integer NOT NULL,
	"first_category_month" integer NOT NULL,
	CONSTRAINT "expense_report_lines_pk" PRIMARY KEY("firm_id","claim_id","day","category","project")
);
--> statement-breakpoint
CREATE TABLE "expense_report_people" (
	"firm_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"department_id" uuid,
	"workspace_id" uuid,
	"items" integer NOT NULL,
	"claimed" bigint NOT NULL,
	"kept" bigint NOT NULL,
	"first_claim" integer NOT NULL,
	"first_category" integer NOT NULL,
	"first_project" integer NOT NULL,
	"first_month" integer NOT NULL,
	"first_category_project" integer NOT NULL,
	"first_category_month" integer NOT NULL,
	"delta" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_report_cells" ADD CONSTRAINT "expense_report_cells_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_report_lines" ADD CONSTRAINT "expense_report_lines_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_report_people" ADD CONSTRAINT "expense_report_people_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_report_cells_day_idx" ON "expense_report_cells" USING btree ("firm_id","day");--> statement-breakpoint
CREATE INDEX "expense_report_cells_delta_idx" ON "expense_report_cells" USING btree ("firm_id") WHERE "expense_report_cells"."delta";--> statement-breakpoint
CREATE INDEX "expense_report_lines_day_idx" ON "expense_report_lines" USING btree ("firm_id","day");--> statement-breakpoint
CREATE INDEX "expense_report_lines_later_idx" ON "expense_report_lines" USING btree ("firm_id","day") WHERE "expense_report_lines"."claim_from" < "expense_report_lines"."day";--> statement-breakpoint
CREATE INDEX "expense_report_lines_employee_idx" ON "expense_report_lines" USING btree ("firm_id","employee_id","day");--> statement-breakpoint
CREATE INDEX "expense_report_people_month_idx" ON "expense_report_people" USING btree ("firm_id","month");--> statement-breakpoint
CREATE INDEX "expense_report_people_delta_idx" ON "expense_report_people" USING btree ("firm_id") WHERE "expense_report_people"."delta";--> statement-breakpoint
SELECT vetan_tenant_table('expense_report_lines');--> statement-breakpoint
SELECT vetan_tenant_table('expense_report_cells');--> statement-breakpoint
SELECT vetan_tenant_table('expense_report_people');--> statement-breakpoint
-- Hand-written (decision 026, "The report's own tables"). A set of one firm's claims made current in the
-- report's tables: their old lines subtracted from the cells, the lines written again from the items, the
-- claims and the claimants as they are now, and added: to the cells by day and to the people's by month. Drafts, refusals and withdrawals have no lines.
-- Runs as the role of the write that called it, so RLS keeps it inside that firm.
CREATE OR REPLACE FUNCTION expense_report_refresh(f uuid, ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  -- The firm itself being deleted: its lines and cells go with it by their foreign keys.
  IF NOT EXISTS (SELECT 1 FROM firms WHERE id = f) THEN RETURN; END IF;
  -- A claim's lines are replaced whole, so two refreshes of one claim take turns. The claims are joined as a
  -- table, never compared with `= ANY (ids)`: with a parameter array that is a linear search for each row,
  -- and a payroll run marks thousands of claims paid in one statement.
  PERFORM 1 FROM expense_claims c JOIN unnest(ids) AS x(id) ON c.id = x.id WHERE c.firm_id = f ORDER BY c.id FOR UPDATE OF c;
  INSERT INTO expense_report_cells (firm_id, day, status, department_id, workspace_id, category, project, items, claimed, kept,
    first_claim, first_category, first_project, first_month, first_category_project, first_category_month)
  SELECT firm_id, day, status, department_id, workspace_id, category, project, -sum(items), -sum(claimed), -sum(kept),
    -sum(first_claim), -sum(first_category), -sum(first_project), -sum(first_month), -sum(first_category_project), -sum(first_category_month)
  FROM expense_report_lines l JOIN unnest(ids) AS x(id) ON l.claim_id = x.id WHERE l.firm_id = f
  GROUP BY firm_id, day, status, department_id, workspace_id, category, project;
  INSERT INTO expense_report_people (firm_id, month, status, employee_id, department_id, workspace_id, items, claimed, kept,
    first_claim, first_category, first_project, first_month, first_category_project, first_category_month)
  SELECT firm_id, date_trunc('month', day)::date, status, employee_id, department_id, workspace_id, -sum(items), -sum(claimed), -sum(kept),
    -sum(first_claim), -sum(first_category), -sum(first_project), -sum(first_month), -sum(first_category_project), -sum(first_category_month)
  FROM expense_report_lines l JOIN unnest(ids) AS x(id) ON l.claim_id = x.id WHERE l.firm_id = f
  GROUP BY firm_id, date_trunc('month', day), status, employee_id, department_id, workspace_id;
  DELETE FROM expense_report_lines l USING unnest(ids) AS x(id) WHERE l.firm_id = f AND l.claim_id = x.id;
  -- A claim's earliest bill (by day, then category, then project) in each grouping is marked with a 1.
  INSERT INTO expense_report_lines (firm_id, claim_id, employee_id, status, department_id, workspace_id, day, category, project, items, claimed, kept,
    claim_from, first_claim, first_category, first_project, first_month, first_category_project, first_category_month)
  SELECT l.*,
    min(day) OVER (PARTITION BY claim_id),
    (row_number() OVER (PARTITION BY claim_id ORDER BY day, category, project) = 1)::int,
    (row_number() OVER (PARTITION BY claim_id, category ORDER BY day, project) = 1)::int,
    (row_number() OVER (PARTITION BY claim_id, project ORDER BY day, category) = 1)::int,
    (row_number() OVER (PARTITION BY claim_id, date_trunc('month', day) ORDER BY day, category, project) = 1)::int,
    (row_number() OVER (PARTITION BY claim_id, category, project ORDER BY day) = 1)::int,
    (row_number() OVER (PARTITION BY claim_id, category, date_trunc('month', day) ORDER BY day, project) = 1)::int
  FROM (
    SELECT i.firm_id, i.claim_id, c.employee_id, c.status, e.department_id, e.workspace_id, i.date AS day, i.category, i.project,
      count(*)::int AS items, sum(i.amount)::bigint AS claimed, sum(coalesce(i.approved_amount, i.amount))::bigint AS kept
    FROM unnest(ids) AS x(id)
    JOIN expense_claims c ON c.firm_id = f AND c.id = x.id
    JOIN expense_items i ON i.firm_id = f AND i.claim_id = c.id
    JOIN employees e ON e.firm_id = f AND e.id = c.employee_id
    WHERE c.status IN ('submitted', 'approved', 'paid', 'settled')
    GROUP BY i.firm_id, i.claim_id, c.employee_id, c.status, e.department_id, e.workspace_id, i.date, i.category, i.project
  ) l;
  INSERT INTO expense_report_cells (firm_id, day, status, department_id, workspace_id, category, project, items, claimed, kept,
    first_claim, first_category, first_project, first_month, first_category_project, first_category_month)
  SELECT firm_id, day, status, department_id, workspace_id, category, project, sum(items), sum(claimed), sum(kept),
    sum(first_claim), sum(first_category), sum(first_project), sum(first_month), sum(first_category_project), sum(first_category_month)
  FROM expense_report_lines l JOIN unnest(ids) AS x(id) ON l.claim_id = x.id WHERE l.firm_id = f
  GROUP BY firm_id, day, status, department_id, workspace_id, category, project;
  INSERT INTO expense_report_people (firm_id, month, status, employee_id, department_id, workspace_id, items, claimed, kept,
    first_claim, first_category, first_project, first_month, first_category_project, first_category_month)
  SELECT firm_id, date_trunc('month', day)::date, status, employee_id, department_id, workspace_id, sum(items), sum(claimed), sum(kept),
    sum(first_claim), sum(first_category), sum(first_project), sum(first_month), sum(first_category_project), sum(first_category_month)
  FROM expense_report_lines l JOIN unnest(ids) AS x(id) ON l.claim_id = x.id WHERE l.firm_id = f
  GROUP BY firm_id, date_trunc('month', day), status, employee_id, department_id, workspace_id;
END
$$;
--> statement-breakpoint
-- A firm's cells (by day and by person and month) folded into one row a key; keys whose lines have all gone are dropped. Rows appended while
-- it runs are not in its snapshot and stay as they are.
CREATE OR REPLACE FUNCTION expense_report_compact(f uuid) RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM expense_report_cells WHERE firm_id = f RETURNING *)
  INSERT INTO expense_report_cells (firm_id, day, status, department_id, workspace_id, category, project, items, claimed, kept,
    first_claim, first_category, first_project, first_month, first_category_project, first_category_month, delta)
  SELECT firm_id, day, status, department_id, workspace_id, category, project, sum(items), sum(claimed), sum(kept),
    sum(first_claim), sum(first_category), sum(first_project), sum(first_month), sum(first_category_project), sum(first_category_month), false
  FROM gone
  GROUP BY firm_id, day, status, department_id, workspace_id, category, project
  HAVING sum(items) <> 0;
  WITH gone AS (DELETE FROM expense_report_people WHERE firm_id = f RETURNING *)
  INSERT INTO expense_report_people (firm_id, month, status, employee_id, department_id, workspace_id, items, claimed, kept,
    first_claim, first_category, first_project, first_month, first_category_project, first_category_month, delta)
  SELECT firm_id, month, status, employee_id, department_id, workspace_id, sum(items), sum(claimed), sum(kept),
    sum(first_claim), sum(first_category), sum(first_project), sum(first_month), sum(first_category_project), sum(first_category_month), false
  FROM gone
  GROUP BY firm_id, month, status, employee_id, department_id, workspace_id
  HAVING sum(items) <> 0;
$$;
--> statement-breakpoint
-- Items added, changed or removed: their claims again. A change to anything the report does not read (a
-- flag, a note, a receipt's GST) leaves the report's tables alone.
CREATE OR REPLACE FUNCTION expense_report_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT firm_id, array_agg(DISTINCT claim_id) AS ids FROM changed_new GROUP BY firm_id LOOP
      PERFORM expense_report_refresh(r.firm_id, r.ids);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT firm_id, array_agg(DISTINCT claim_id) AS ids FROM changed_old GROUP BY firm_id LOOP
      PERFORM expense_report_refresh(r.firm_id, r.ids);
    END LOOP;
  ELSE
    FOR r IN
      SELECT firm_id, array_agg(DISTINCT claim_id) AS ids FROM (
        SELECT n.firm_id, n.claim_id FROM changed_new n JOIN changed_old o ON o.firm_id = n.firm_id AND o.id = n.id
        WHERE (n.claim_id, n.date, n.category, n.project, n.amount, n.approved_amount) IS DISTINCT FROM (o.claim_id, o.date, o.category, o.project, o.amount, o.approved_amount)
        UNION
        SELECT o.firm_id, o.claim_id FROM changed_new n JOIN changed_old o ON o.firm_id = n.firm_id AND o.id = n.id
        WHERE n.claim_id <> o.claim_id
      ) moved GROUP BY firm_id
    LOOP
      PERFORM expense_report_refresh(r.firm_id, r.ids);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expense_report_items_inserted AFTER INSERT ON expense_items REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION expense_report_items_changed();
--> statement-breakpoint
CREATE TRIGGER expense_report_items_updated AFTER UPDATE ON expense_items REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION expense_report_items_changed();
--> statement-breakpoint
CREATE TRIGGER expense_report_items_deleted AFTER DELETE ON expense_items REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION expense_report_items_changed();
--> statement-breakpoint
-- A claim's status or claimant changed (submitted, decided, paid, settled, withdrawn, reopened).
CREATE OR REPLACE FUNCTION expense_report_claims_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT n.firm_id, array_agg(n.id) AS ids FROM changed_new n JOIN changed_old o ON o.firm_id = n.firm_id AND o.id = n.id
    WHERE (n.status, n.employee_id) IS DISTINCT FROM (o.status, o.employee_id)
    GROUP BY n.firm_id
  LOOP
    PERFORM expense_report_refresh(r.firm_id, r.ids);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expense_report_claims_updated AFTER UPDATE ON expense_claims REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION expense_report_claims_changed();
--> statement-breakpoint
-- A claimant moved to another department or workspace: the report groups and filters by where people are now.
CREATE OR REPLACE FUNCTION expense_report_people_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT l.firm_id, array_agg(DISTINCT l.claim_id) AS ids
    FROM changed_new n
    JOIN changed_old o ON o.firm_id = n.firm_id AND o.id = n.id
    JOIN expense_report_lines l ON l.firm_id = n.firm_id AND l.employee_id = n.id
    WHERE (n.department_id, n.workspace_id) IS DISTINCT FROM (o.department_id, o.workspace_id)
    GROUP BY l.firm_id
  LOOP
    PERFORM expense_report_refresh(r.firm_id, r.ids);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER expense_report_people_updated AFTER UPDATE ON employees REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION expense_report_people_changed();
--> statement-breakpoint
-- The claims already made, as the platform role so RLS lets the copy see every firm.
SET ROLE vetan_platform;
--> statement-breakpoint
SELECT expense_report_refresh(firm_id, array_agg(id)) FROM expense_claims WHERE status IN ('submitted', 'approved', 'paid', 'settled') GROUP BY firm_id;
--> statement-breakpoint
SELECT expense_report_compact(id) FROM firms WHERE EXISTS (SELECT 1 FROM expense_report_lines l WHERE l.firm_id = firms.id);
--> statement-breakpoint
RESET ROLE;

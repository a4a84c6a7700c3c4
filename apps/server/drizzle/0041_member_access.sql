-- A signed-in request's access, read with its session in one statement (issue 19: the signed-in budget).
-- Every firm request must know, at that moment, whether the person still has sign-in access and which
-- workspaces their HR work covers (firm/actor.ts). Read through withFirm that was a transaction of its own,
-- five round trips before the route's own work; through this function it is a join in the session's read.
--
-- SECURITY DEFINER, owned by vetan_platform: the employees table's platform policy admits current_user =
-- vetan_platform, which is what current_user is inside the function, and nothing else is reachable through
-- it (one firm's one employee, three columns). Only the owning role of the database may call it; vetan_app,
-- the role of firm work, may not. The search path is fixed so a caller's schema cannot shadow `employees`.
CREATE OR REPLACE FUNCTION vetan_member_access(p_firm_id uuid, p_employee_id uuid)
RETURNS TABLE (us_type text, hr_workspace_ids uuid[])
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT e.us_type, e.hr_workspace_ids FROM public.employees e
  WHERE e.firm_id = p_firm_id AND e.id = p_employee_id AND e.status <> 'exited' AND e.us_type IS NOT NULL
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vetan_member_access(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT EXECUTE ON FUNCTION vetan_member_access(uuid, uuid) TO %I', current_user);
END
$$;
--> statement-breakpoint
-- Giving a function to a role needs that role to be allowed to create in its schema (PostgreSQL 15 gives
-- PUBLIC no CREATE on public): granted for the change of owner only, and taken back at once.
GRANT CREATE ON SCHEMA public TO vetan_platform;
--> statement-breakpoint
ALTER FUNCTION vetan_member_access(uuid, uuid) OWNER TO vetan_platform;
--> statement-breakpoint
REVOKE CREATE ON SCHEMA public FROM vetan_platform;

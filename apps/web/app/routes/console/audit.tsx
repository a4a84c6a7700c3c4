// Console screen: Audit log. (Placeholder frame until its part of issue 5 lands.)
import { DashboardHeading } from "../../components/dashboard-shell.tsx";

export default function ConsoleScreen() {
  return <DashboardHeading eyebrow="Superadmin console" title="Audit log" />;
}

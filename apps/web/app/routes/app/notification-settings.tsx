// Settings: Notifications (/app/settings/notifications): for each kind of notification, whether it comes in
// the app (the bell) and by email. Everyone sets their own; what is unticked is muted.
import { MutesSchema, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from "@vetan/shared/approvals";
import { useState } from "react";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { Checkbox, useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { CHANNEL_LABELS, CHANNELS, mutesOf, type Switches, switchesOf } from "../../features/notifications/mutes.ts";
import { firmApi } from "../../lib/api.ts";
import "../../styles/console-site.css";
import "../../styles/approvals.css";
import type { Route } from "./+types/notification-settings.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return firmApi<{ mutes: { kind: string; channel: string }[] }>("/notification-settings", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Notifications | Settings | Vetan" }, { name: "robots", content: "noindex" }];

export default function NotificationSettings({ loaderData }: Route.ComponentProps) {
  const [switches, setSwitches] = useState<Switches>(() => switchesOf(loaderData.mutes));
  const { errors, submit } = useConsoleForm("notify", {}, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => (await submit(MutesSchema, { mutes: mutesOf(switches) }, "/notification-settings", "PUT", "Notification settings saved")).ok);
  return (
    <>
      <DashboardHeading eyebrow="Settings" title="Notifications" lead="Choose how Vetan tells you about requests. Untick what you would rather not hear about." />
      <DashboardPanel id="notifications" title="What you hear about">
        <form ref={form} noValidate aria-label="Notification settings" onSubmit={onSubmit}>
          <table className="notify-table">
            <caption className="visually-hidden">Each kind of notification, in the app and by email</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                {CHANNELS.map((c) => (
                  <th key={c} scope="col">
                    {CHANNEL_LABELS[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{NOTIFICATION_KIND_LABELS[kind]}</th>
                  {CHANNELS.map((channel) => (
                    <td key={channel}>
                      <Checkbox
                        id={`notify-${kind}-${channel}`.replace(".", "-")}
                        label={
                          <>
                            <span className="visually-hidden">{NOTIFICATION_KIND_LABELS[kind]}: </span>
                            {CHANNEL_LABELS[channel]}
                          </>
                        }
                        checked={switches[`${kind}:${channel}`]}
                        onChange={(on) => setSwitches((s) => ({ ...s, [`${kind}:${channel}`]: on }))}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {errors.mutes && (
            <p className="dash-error" role="alert">
              {errors.mutes}
            </p>
          )}
          <div className="notify-save">
            <button type="submit" className="button button--small" disabled={busy}>
              Save settings
            </button>
          </div>
        </form>
      </DashboardPanel>
    </>
  );
}

// Notification settings as the screen shows them (a box per kind and channel, ticked when on) and as the
// API keeps them (the list of what is muted): one turned into the other and back.
import { NOTIFICATION_KINDS, type NotificationKind } from "@vetan/shared/approvals";

export const CHANNELS = ["app", "email"] as const;
export type Channel = (typeof CHANNELS)[number];
export const CHANNEL_LABELS: Record<Channel, string> = { app: "In the app", email: "By email" };

export interface Mute {
  kind: NotificationKind;
  channel: Channel;
}

/** "approval.waiting:email" → on or off. */
export type Switches = Record<`${NotificationKind}:${Channel}`, boolean>;

export function switchesOf(mutes: readonly { kind: string; channel: string }[]): Switches {
  const muted = new Set(mutes.map((m) => `${m.kind}:${m.channel}`));
  return Object.fromEntries(NOTIFICATION_KINDS.flatMap((kind) => CHANNELS.map((channel) => [`${kind}:${channel}`, !muted.has(`${kind}:${channel}`)]))) as Switches;
}

/** What is turned off, in the API's terms. */
export function mutesOf(switches: Switches): Mute[] {
  return NOTIFICATION_KINDS.flatMap((kind) => CHANNELS.filter((channel) => !switches[`${kind}:${channel}`]).map((channel) => ({ kind, channel })));
}

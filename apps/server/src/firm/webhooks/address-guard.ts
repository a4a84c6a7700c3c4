// Where a webhook may be sent (decision 033). A firm names a URL; the server POSTs to it from inside our
// network, so a URL that reaches the server itself, the cloud's metadata service or the private network is
// refused: at registration (a field message) and again at every delivery, on the addresses the name
// resolves to at that moment. The delivery then connects to the address that was checked, never resolving
// the name a second time, so a name that answers "public" to the check and "private" to the connection
// (DNS rebinding) gets nowhere.
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** Ranges no webhook may reach: RFC 6890 special-purpose blocks and everything that is not the public internet. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and broadcast
] as const) {
  BLOCKED.addSubnet(net, prefix, "ipv4");
}
// IPv4-mapped addresses (::ffff:127.0.0.1) need no rule of their own: BlockList checks them against the IPv4
// ranges above. (A ::ffff:0:0/96 rule would do the reverse too, and match every IPv4 address.)
for (const [net, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64, which embeds an IPv4 address
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, which embeds an IPv4 address
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  BLOCKED.addSubnet(net, prefix, "ipv6");
}

/** Whether an IP address (v4 or v6, with or without brackets) is private, loopback, link-local or otherwise not public. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 0) return true;
  return BLOCKED.check(bare, family === 4 ? "ipv4" : "ipv6");
}

export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

export interface Target {
  url: URL;
  /** The address connected to: the one checked. */
  address: string;
  family: 4 | 6;
}

/** Why a URL is refused, in words for the form, or the address to connect to. */
export type Checked = { ok: true; target: Target } | { ok: false; reason: "scheme" | "private" | "unresolved"; message: string };

export const HTTPS_ONLY = "Use an https:// address: deliveries carry your firm's data.";
export const PRIVATE_ADDRESS = "This address is private, loopback or link-local; webhooks go only to public internet addresses.";

/**
 * Checks a webhook URL: https only, and every address its host resolves to public, unless private addresses
 * are allowed (local development and tests).
 */
export async function checkWebhookUrl(raw: string, opts: { allowPrivate: boolean; resolve?: Resolve }): Promise<Checked> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "scheme", message: "Enter the full address, starting https://" };
  }
  if (url.protocol !== "https:" && !(opts.allowPrivate && url.protocol === "http:")) return { ok: false, reason: "scheme", message: HTTPS_ONLY };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (opts.resolve ?? systemResolve)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) return { ok: false, reason: "unresolved", message: `The name ${host} does not resolve to an address.` };
  }
  // Every address must be public: a name with one public and one private address would let the connection
  // pick the private one.
  if (!opts.allowPrivate && addresses.some((a) => isBlockedAddress(a.address))) return { ok: false, reason: "private", message: PRIVATE_ADDRESS };
  const first = addresses[0];
  if (!first) return { ok: false, reason: "unresolved", message: `The name ${host} does not resolve to an address.` };
  return { ok: true, target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
}

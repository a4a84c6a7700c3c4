// The one rule for an address we put in src or href (blog images, videos, canonical links, avatars): a path
// on this site or an http(s) URL, nothing else. Shared so the console's form refuses what the server would.

/**
 * The address, normalised, or null when it is not a site path or an http(s) URL. A path may not start
 * with "//" or "/\" (browsers read both as another host) nor hold spaces or backslashes.
 */
export function safeUrl(url: string): string | null {
  const value = url.trim();
  if (value.startsWith("/")) return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const u = new URL(value);
    return (u.protocol === "https:" || u.protocol === "http:") && u.hostname !== "" ? u.toString() : null;
  } catch {
    return null;
  }
}

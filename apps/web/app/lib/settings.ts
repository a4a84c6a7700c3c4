// The public settings (support address and number, base URLs) as the root loader hands them to every page.
import { useRouteLoaderData } from "react-router";
import type { PublicSettings } from "./load-context.ts";

export function useSettings(): PublicSettings {
  const data = useRouteLoaderData("root") as { settings: PublicSettings } | undefined;
  if (!data) throw new Error("useSettings() needs the root loader's data");
  return data.settings;
}

/** Absolute address of a path on this site, for canonical links and share tags. */
export function absoluteUrl(settings: PublicSettings, path: string): string {
  return new URL(path, settings.publicBaseUrl).toString();
}

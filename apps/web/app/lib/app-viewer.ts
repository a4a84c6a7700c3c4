// Who is using the firm product, as its layout's door let them in (routes/app/layout.tsx): every screen under
// /app reads them from there rather than asking the server again.
import type { AppViewer } from "@vetan/shared/site";
import { useRouteLoaderData } from "react-router";

export const APP_LAYOUT_ID = "routes/app/layout";

export function useAppViewer(): AppViewer {
  const me = useRouteLoaderData<AppViewer>(APP_LAYOUT_ID);
  if (!me) throw new Error("useAppViewer is only for screens under /app");
  return me;
}

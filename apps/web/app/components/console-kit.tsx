// Pieces every screen that loads in the browser shares (the superadmin console's and the firm product's):
// the loading stand-in shown while a screen's data comes from the API, the error panel for a screen that
// could not load, and the save hook that shows 'Please Wait', calls the API, toasts the outcome and hands
// field messages back to the form.
import { useCallback } from "react";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { type ApiClient, ApiError, type ApiMethod, adminApi } from "../lib/api.ts";
import { useLoader, useToast } from "../lib/feedback.tsx";

/** Shown while a console screen's clientLoader fetches (the first load of a document, or a navigation). */
export function ConsoleFallback() {
  return (
    <output className="console-fallback" aria-live="polite">
      <span className="console-spinner" aria-hidden="true" />
      Loading…
    </output>
  );
}

/** Export as a console route's ErrorBoundary. */
export function ConsoleErrorBoundary() {
  const error = useRouteError();
  let message = "Something went wrong while loading this screen.";
  if (error instanceof ApiError) message = error.status === 404 ? "That item does not exist (it may have been deleted)." : error.message;
  else if (isRouteErrorResponse(error)) message = error.status === 404 ? "That item does not exist." : `The server answered ${error.status}.`;
  return (
    <div className="console-error" role="alert">
      <h2>Could not load</h2>
      <p>{message}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}

export type SaveResult<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> };

/**
 * `save(path, method, body, "Saved")`: 'Please Wait' while it runs, a green toast with the message on
 * success (then the screen's data is reloaded), a red toast with the server's message on refusal. Field
 * messages come back for the form to show beside its controls. `client` is the API the screen speaks to:
 * the console's unless the screen says otherwise (the firm product's screens pass firmApi).
 */
export function useApiSave(client: ApiClient = adminApi) {
  const { setLoading } = useLoader();
  const toast = useToast();
  const revalidator = useRevalidator();
  return useCallback(
    async <T,>(path: string, method: ApiMethod, body: unknown, success: string): Promise<SaveResult<T>> => {
      setLoading(true);
      try {
        const data = await client<T>(path, { method, body });
        toast(success, "success");
        await revalidator.revalidate();
        return { ok: true, data };
      } catch (error) {
        const failure = error instanceof ApiError ? error : new ApiError(0, "error", "Something went wrong. Please try again.");
        toast(failure.message, "error");
        return { ok: false, fields: failure.fields };
      } finally {
        setLoading(false);
      }
    },
    [client, setLoading, toast, revalidator],
  );
}

// Pieces every screen that loads in the browser shares (the superadmin console's and the firm product's):
// the loading stand-in shown while a screen's data comes from the API, the error panel for a screen that
// could not load, and the save hook that shows 'Please Wait', calls the API, toasts the outcome and hands
// field messages back to the form.
import { useCallback } from "react";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { type ApiClient, ApiError, type ApiMethod, adminApi } from "../lib/api.ts";
import { useLoader, useToast } from "../lib/feedback.tsx";
import type { Loaded } from "../lib/use-firm-data.ts";

/** Shown while a console screen's clientLoader fetches (the first load of a document, or a navigation). */
export function ConsoleFallback() {
  return (
    <output className="console-fallback" aria-live="polite">
      <span className="console-spinner" aria-hidden="true" />
      Loading…
    </output>
  );
}

/** A part of a screen that loads after it (useFirmData): the stand-in, the refusal in words, or the part. */
export function LoadedPart<T>({ loaded, children }: { loaded: Loaded<T>; children(data: T): React.ReactNode }) {
  if (loaded === null) return <ConsoleFallback />;
  if ("error" in loaded)
    return (
      <p className="dash-error" role="alert">
        {loaded.error}
      </p>
    );
  return <>{children(loaded.data)}</>;
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

/** A refusal carries the field messages, and the server's sentence and status for a form to show itself. */
/** The toast after a save: fixed words, or words made from the server's answer. */
export type Success<T> = string | ((data: T) => string);

export type SaveResult<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string>; message?: string; status?: number };

/**
 * `save(path, method, body, "Saved")`: 'Please Wait' while it runs, a green toast with the message on
 * success (then the screen's data is reloaded), a red toast with the server's message on refusal. The
 * message may be made from the answer (`(data) => "3 approved"`), when only the answer knows it. Field
 * messages come back for the form to show beside its controls. `client` is the API the screen speaks to:
 * the console's unless the screen says otherwise (the firm product's screens pass firmApi).
 */
export function useApiSave(client: ApiClient = adminApi) {
  const { setLoading } = useLoader();
  const toast = useToast();
  const revalidator = useRevalidator();
  return useCallback(
    async <T,>(path: string, method: ApiMethod, body: unknown, success: Success<T>): Promise<SaveResult<T>> => {
      setLoading(true);
      try {
        const data = await client<T>(path, { method, body });
        toast(typeof success === "function" ? success(data) : success, "success");
        await revalidator.revalidate();
        return { ok: true, data };
      } catch (error) {
        const failure = error instanceof ApiError ? error : new ApiError(0, "error", "Something went wrong. Please try again.");
        toast(failure.message, "error");
        return { ok: false, fields: failure.fields, message: failure.message, status: failure.status };
      } finally {
        setLoading(false);
      }
    },
    [client, setLoading, toast, revalidator],
  );
}

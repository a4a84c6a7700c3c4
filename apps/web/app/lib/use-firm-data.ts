// A part of a page that loads from the firm API after the page itself is shown (a summary on the overview or
// a dashboard, the requests beside a profile): the answer, or the server's words when it refused, or null
// while it loads. A null path asks nothing (the viewer may not read it: asking would only be refused, and
// a refusal logs an error in the browser). `reload()` asks again.
import { useCallback, useEffect, useState } from "react";
import { ApiError, firmApi } from "./api.ts";

export type Loaded<T> = { data: T } | { error: string } | null;

export function useFirmData<T>(path: string | null, failure = "Could not load this part of the page."): { loaded: Loaded<T>; reload(): void } {
  const [loaded, setLoaded] = useState<Loaded<T>>(null);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the trigger of a reload
  useEffect(() => {
    if (path === null) return;
    const request = new AbortController();
    firmApi<T>(path, { signal: request.signal })
      .then((data) => setLoaded({ data }))
      .catch((e: unknown) => {
        if (!request.signal.aborted) setLoaded({ error: e instanceof ApiError ? e.message : failure });
      });
    return () => request.abort();
  }, [path, failure, round]);
  return { loaded, reload: useCallback(() => setRound((r) => r + 1), []) };
}

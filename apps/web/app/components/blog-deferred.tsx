// Data that a clientLoader hands over still loading: the fallback shows at once, the content when the
// promise settles. A failure (a 404 included) goes to the route's error boundary, as a loader's would.
import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";

export function Deferred<T>({ value, fallback, children }: { value: Promise<T>; fallback: ReactNode; children: (data: T) => ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value}>{children}</Await>
    </Suspense>
  );
}

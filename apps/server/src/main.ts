// The process: build the app, listen, and shut down gracefully on SIGTERM/SIGINT — stop taking requests,
// let in-flight ones finish, write buffered click events, close the database.
import { buildApp } from "./app.ts";
import { loadEnv } from "./platform/env.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = loadEnv();
  const app = await buildApp({ env });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  // Configuration and lock errors are for people: print the message, not a stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

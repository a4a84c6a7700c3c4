import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/*/test/**/*.test.ts", "packages/*/test/**/*.test.ts"],
    globalSetup: ["apps/server/test/support/global-setup.ts"],
    setupFiles: ["apps/server/test/support/fail-on-console.ts"],
    pool: "forks",
    // Test files share their worker's loaded modules (decision 019): each file still opens its own app on its
    // own copy of the template database, so no rows are shared, but the server's code and PGlite's WASM are
    // loaded once per worker instead of once per file (about 3 s each, 80 files). On two cores, two workers.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

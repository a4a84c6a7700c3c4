// `npm start` builds the web app first when its build is missing or older than its sources, so the
// first run on a fresh clone just works and later runs start at once.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const web = join(import.meta.dirname, "../apps/web");
const marker = join(process.env.WEB_BUILD_DIR || join(web, "build"), "server/index.js");

function newestUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestUnder(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds the web app when its build is missing or older than its sources; true when it built. */
export function buildWebIfNeeded(): boolean {
  if (!existsSync(join(web, "react-router.config.ts"))) return false;
  const sources = Math.max(newestUnder(join(web, "app")), newestUnder(join(web, "public")), newestUnder(join(web, "../../packages/shared/src")));
  if (!existsSync(marker) || statSync(marker).mtimeMs < sources) {
    console.log("› Building the web app…");
    // Always a production bundle: a build started from the test runner (NODE_ENV=test) would otherwise
    // bundle React's development build, and `npm start` would then serve it.
    execFileSync("npm", ["run", "--silent", "build", "-w", "@vetan/web"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    return true;
  }
  return false;
}

if (import.meta.main) buildWebIfNeeded();

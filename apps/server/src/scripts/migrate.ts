// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR when no URL is set. The server also migrates at start-up; this is for deploy pipelines that
// migrate before rolling out new instances.
import { databaseOptionsFromEnv, openDatabase } from "../platform/db/client.ts";
import { loadEnv } from "../platform/env.ts";
import { START_UP_LOCK } from "../start-up.ts";

try {
  const env = loadEnv();
  const options = databaseOptionsFromEnv(env);
  const database = await openDatabase(options);
  try {
    // Under the servers' start-up lock, so a pipeline's migration and servers starting meanwhile take turns.
    await database.exclusively(START_UP_LOCK, () => database.migrate(), () => console.log("Waiting for a server that is preparing the database…"));
    console.log(`Migrations applied (${database.kind === "postgres" ? "PostgreSQL" : `embedded, ${env.DATA_DIR}`}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

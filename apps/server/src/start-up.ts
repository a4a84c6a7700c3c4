// What a server does to its database before it serves: pending migrations, this and the next two months'
// click partitions, and the demo seed on an empty database. Once per database, however many servers start
// together (issue 19): on PostgreSQL all of it runs under one advisory lock, so the first server does the
// work while the others wait, and each of them then finds nothing left to do (every migration recorded,
// the partitions there, the products seeded). Without it, servers started together on an empty database
// all ran the first migration, and all but one crashed. On PGlite one process holds the database anyway.
import type { FastifyBaseLogger } from "fastify";
import { aadhaarCipher, webhookCipher } from "./platform/auth/secrets.ts";
import type { Database } from "./platform/db/client.ts";
import type { Env } from "./platform/env.ts";
import { seedDemo } from "./seed/seed.ts";
import { ensureClickPartitions } from "./site/clicks/click-partitions.ts";

export const START_UP_LOCK = "start-up";

export async function prepareDatabase(database: Database, env: Env, log: FastifyBaseLogger): Promise<void> {
  await database.exclusively(
    START_UP_LOCK,
    async () => {
      await database.migrate();
      await ensureClickPartitions(database.query);
      if (env.SEED_DEMO) {
        const cipher = aadhaarCipher(env);
        const hooks = webhookCipher(env);
        await seedDemo(database.db, { sisterBlogBaseUrl: env.SISTER_BLOG_BASE_URL, seal: (plain) => cipher.seal(plain), sealWebhookSecret: (plain) => hooks.seal(plain) });
      }
    },
    () => log.info("another server is preparing this database (migrations, demo data); waiting for it"),
  );
}

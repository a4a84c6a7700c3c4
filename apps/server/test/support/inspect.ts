// Direct reads and writes of rows by a test, across firms, as the platform role. The suite also runs as a
// database owner that is not a superuser (CI's second PostgreSQL run), and such an owner sees no tenant row
// outside a firm's or the platform's transaction — which is the point of tenancy by construction.
import type { FastifyInstance } from "fastify";
import type { Tx } from "../../src/platform/db/client.ts";
import { withPlatform } from "../../src/platform/db/tenancy.ts";

export const inspect = <T>(app: FastifyInstance, work: (tx: Tx) => Promise<T>): Promise<T> => withPlatform(app.database.db, "a test inspects rows", work);

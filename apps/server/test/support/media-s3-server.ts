// A real S3-compatible server for the tests: @20minutes/s3rver in a child process (see
// media-s3-server-main.ts for why), on a free port, keeping its objects in a temporary folder, and checking
// every request's Signature Version 4 against a key pair made here — so a wrong secret is refused, as AWS,
// MinIO or R2 would refuse it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { S3Settings } from "../../src/console/admin-content/media-s3.ts";

const MAIN = fileURLToPath(new URL("./media-s3-server-main.ts", import.meta.url));

export interface TestS3 {
  /** Settings that reach the server with the right keys; spread and change one to get a wrong one. */
  settings: S3Settings;
  /** The same as environment variables, for loadEnv / testEnv. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = "vetan-media"): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "vetan-s3-"));
  const accessKeyId = "VETANTESTKEY";
  const secretAccessKey = `s3-test-secret-${randomBytes(12).toString("hex")}`;
  const child = spawn(process.execPath, ["--openssl-legacy-provider", MAIN], {
    env: { ...process.env, S3_TEST_DIR: directory, S3_TEST_BUCKET: bucket, S3_TEST_KEY_ID: accessKeyId, S3_TEST_SECRET: secretAccessKey },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (b: Buffer) => {
    errors += b.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the test S3 server did not start in time\n${errors}`)), 30_000);
    createInterface({ input: child.stdout }).once("line", (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the test S3 server exited\n${errors}`));
    });
  });
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "ap-south-1",
    bucket,
    accessKeyId,
    secretAccessKey,
    prefix: "media/",
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    async close() {
      child.stdin.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

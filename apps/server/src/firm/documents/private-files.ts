// Where private files live (employees' documents now; receipts and payslips later): under DATA_DIR/private
// on disk, or under the S3 bucket's `private/` prefix when S3_BUCKET is set. Nothing here is ever served at
// a public address (the console's /media serves only content-addressed images); files reach people only
// through the routes that ask the privacy policy first.
import { createReadStream } from "node:fs";
import { mkdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { randomBytes } from "node:crypto";
import { failure, S3Error, S3Objects } from "../../console/admin-content/media-s3.ts";
import type { MediaEnv } from "../../console/admin-content/media-store.ts";

export interface PrivateFileStore {
  put(key: string, bytes: Buffer, type: string): Promise<void>;
  /** The bytes as a stream with their size, or null when there is nothing under the key. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

/** `<firm uuid>/<file uuid>.<ext>`: the only keys stored or read, so no key can climb out of its folder. */
export const PRIVATE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:pdf|jpg|png|webp)$/;
const checked = (key: string) => {
  if (!PRIVATE_KEY.test(key)) throw new Error(`Not a private file key: ${key}`);
  return key;
};

export class DiskPrivateFiles implements PrivateFileStore {
  readonly #dir: string;
  constructor(dir: string) {
    this.#dir = dir;
  }
  async put(key: string, bytes: Buffer): Promise<void> {
    const path = join(this.#dir, checked(key));
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed into place: a reader never sees half a file.
    const temp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temp, bytes, { flag: "wx" });
    await rename(temp, path);
  }
  async open(key: string) {
    const path = join(this.#dir, checked(key));
    try {
      const info = await stat(path);
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
  async remove(key: string): Promise<void> {
    await unlink(join(this.#dir, checked(key))).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
}

export class S3PrivateFiles implements PrivateFileStore {
  readonly #objects: S3Objects;
  readonly #prefix: string;
  constructor(objects: S3Objects, prefix: string) {
    this.#objects = objects;
    this.#prefix = prefix;
  }
  async put(key: string, bytes: Buffer, type: string): Promise<void> {
    const full = `${this.#prefix}${checked(key)}`;
    const reply = await this.#objects.request("PUT", full, { body: bytes, headers: { "content-type": type } });
    if (!reply.ok) throw failure("PUT", full, reply);
  }
  async open(key: string) {
    const full = `${this.#prefix}${checked(key)}`;
    const res = await this.#objects.stream(full);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || !res.body) throw failure("GET", full, { ok: res.ok, status: res.status, headers: res.headers, text: await res.text().catch(() => "") });
    const size = Number(res.headers.get("content-length"));
    if (!Number.isSafeInteger(size) || size < 0) {
      await res.body.cancel();
      throw new S3Error(`S3 GET ${full} failed: the answer has no Content-Length`, "MissingContentLength", res.status);
    }
    return { stream: Readable.fromWeb(res.body as NodeWebStream<Uint8Array>), size };
  }
  async remove(key: string): Promise<void> {
    const full = `${this.#prefix}${checked(key)}`;
    const reply = await this.#objects.request("DELETE", full);
    if (!reply.ok && reply.status !== 404) throw failure("DELETE", full, reply);
  }
}

export function createPrivateFiles(env: MediaEnv): PrivateFileStore {
  if (env.S3_BUCKET) {
    const objects = new S3Objects({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      prefix: "",
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
    return new S3PrivateFiles(objects, "private/");
  }
  return new DiskPrivateFiles(resolve(env.DATA_DIR, "private"));
}

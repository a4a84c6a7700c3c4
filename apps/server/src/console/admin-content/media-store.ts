// Where uploaded images live. Content-addressed: a file is named by its bytes' SHA-256, so the same picture
// uploaded twice has one address, and an address never changes what it shows (it may be cached for a
// year). The store is an interface with two kinds: the disk one keeps each image under DATA_DIR/media with a
// small JSON note of its kind, size and upload time beside it; S3MediaStore (media-s3.ts) keeps them in an
// S3-compatible bucket when S3_BUCKET is set, the note riding on each object as its metadata.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Readable } from "node:stream";
import type { ImageType } from "@vetan/shared/admin-content";
import type { Env } from "../../platform/env.ts";
import type { SniffedImage } from "./image-sniff.ts";
import { S3MediaStore } from "./media-s3.ts";

export interface StoredImage {
  name: string;
  type: ImageType;
  width: number;
  height: number;
  bytes: number;
  uploadedAt: Date;
}

export interface MediaStore {
  /** Keeps the bytes under their name; false when they were already there (nothing is rewritten). */
  put(image: StoredImage, bytes: Buffer): Promise<boolean>;
  /** The image's bytes as a stream with its size, or null when there is none by that name. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Every stored image, newest first. */
  list(): Promise<StoredImage[]>;
}

/** A stored image's name: 128 bits of its SHA-256 and its kind. Nothing else is ever served. */
export const MEDIA_NAME = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;
export const MEDIA_PREFIX = "/media/";

const TYPE_OF_EXT: Record<string, ImageType> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };
export const typeOfName = (name: string): ImageType | undefined => TYPE_OF_EXT[name.slice(name.lastIndexOf(".") + 1)];

export function mediaName(bytes: Buffer, image: SniffedImage): string {
  return `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${image.ext}`;
}

export class DiskMediaStore implements MediaStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async put(image: StoredImage, bytes: Buffer): Promise<boolean> {
    if (!MEDIA_NAME.test(image.name)) throw new Error(`Not a media name: ${image.name}`);
    const path = join(this.dir, image.name);
    if (await exists(path)) return false;
    await mkdir(this.dir, { recursive: true });
    // Note first, then the picture, each written aside and renamed into place: a reader never sees half a
    // file, and an image that is listed or served always has its note.
    await atomicWrite(`${path}.json`, JSON.stringify({ ...image, uploadedAt: image.uploadedAt.toISOString() }));
    await atomicWrite(path, bytes);
    return true;
  }

  async open(name: string) {
    if (!MEDIA_NAME.test(name)) return null;
    const path = join(this.dir, name);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async list(): Promise<StoredImage[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((n) => MEDIA_NAME.test(n));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const notes = await Promise.all(names.map((n) => this.#note(n)));
    return notes.filter((n): n is StoredImage => n !== null).sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime());
  }

  async #note(name: string): Promise<StoredImage | null> {
    try {
      const note = JSON.parse(await readFile(join(this.dir, `${name}.json`), "utf8")) as Omit<StoredImage, "uploadedAt"> & { uploadedAt: string };
      return { ...note, name, uploadedAt: new Date(note.uploadedAt) };
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return null;
      throw error;
    }
  }
}

/** The settings a media store is made from (checked together at start-up by loadEnv). */
export type MediaEnv = Pick<
  Env,
  "DATA_DIR" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PREFIX" | "S3_FORCE_PATH_STYLE"
>;

/** The store for this configuration: the S3-compatible bucket when S3_BUCKET is set, else the disk under DATA_DIR. */
export function createMediaStore(env: MediaEnv): MediaStore {
  if (env.S3_BUCKET) {
    return new S3MediaStore({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      prefix: env.S3_PREFIX,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return new DiskMediaStore(resolve(env.DATA_DIR, "media"));
}

async function atomicWrite(path: string, data: string | Buffer) {
  const temp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temp, data, { flag: "wx" });
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}

async function exists(path: string) {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

// Uploaded images in S3-compatible storage (AWS S3, MinIO, Cloudflare R2, …), used when S3_BUCKET is set.
// Each image is one object, S3_PREFIX + its content-addressed name; its note (kind, size, upload time) rides
// on the object itself as x-amz-meta-* headers, so the picture and its note are written in one request and
// can never be apart. Requests are signed with AWS Signature Version 4 by hand (node:crypto) and sent with
// fetch: four kinds of call do not need the AWS SDK. The secret key only ever enters an HMAC — it is kept
// in a private field, and no message, error or log line carries it.
import { createHash, createHmac } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { IMAGE_TYPES, type ImageType } from "@vetan/shared/admin-content";
// media-store.ts imports this file back (createMediaStore); these are only used inside functions, so the
// cycle is safe whichever module loads first.
import { MEDIA_NAME, type MediaStore, type StoredImage } from "./media-store.ts";

export interface S3Settings {
  /** https://s3.ap-south-1.amazonaws.com, a MinIO or R2 address; a path on it is kept. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to each image's name to make its key ("media/"). */
  prefix: string;
  /** endpoint/bucket/key rather than bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** Keys per ListObjectsV2 page; the storage's own (1000) when unset. Small in tests, to see pages followed. */
  listPageSize?: number;
}

/** Long enough for a 5 MB upload on a slow link; a hung storage must not hold a request forever. */
const REQUEST_TIMEOUT_MS = 30_000;
/** HEADs in flight at once while listing (each image's note is on its own object). */
const LIST_CONCURRENCY = 8;
const EMPTY_SHA256 = createHash("sha256").digest("hex");

/** A buffered answer: status, headers and body text (HEAD's is empty). */
export interface Reply {
  ok: boolean;
  status: number;
  headers: Headers;
  text: string;
}

export type Method = "GET" | "HEAD" | "PUT" | "DELETE";
export interface RequestOptions {
  query?: [string, string][];
  headers?: Record<string, string>;
  body?: Buffer;
}

export class S3MediaStore implements MediaStore {
  /** Notes of images already seen (put or listed), by name. */
  readonly #notes = new Map<string, StoredImage>();
  readonly #s3: S3Settings;
  readonly #objects: S3Objects;

  constructor(settings: S3Settings) {
    this.#s3 = { ...settings };
    this.#objects = new S3Objects(settings);
  }

  async put(image: StoredImage, bytes: Buffer): Promise<boolean> {
    if (!MEDIA_NAME.test(image.name)) throw new Error(`Not a media name: ${image.name}`);
    // Looked for first so an image already there is not rewritten. Two uploads of the same new picture at
    // the same moment may both write it: the bytes are the same (the name is their hash), so nothing is lost.
    if (await this.#head(image.name)) return false;
    const key = this.#key(image.name);
    const reply = await this.#request("PUT", key, {
      body: bytes,
      headers: {
        "content-type": image.type,
        "x-amz-meta-type": image.type,
        "x-amz-meta-width": String(image.width),
        "x-amz-meta-height": String(image.height),
        "x-amz-meta-bytes": String(image.bytes),
        "x-amz-meta-uploaded-at": image.uploadedAt.toISOString(),
      },
    });
    if (!reply.ok) throw failure("PUT", key, reply);
    this.#notes.set(image.name, image);
    return true;
  }

  async open(name: string) {
    if (!MEDIA_NAME.test(name)) return null;
    const key = this.#key(name);
    const res = await this.#stream(key);
    if (!res.ok || !res.body) {
      const error = failure("GET", key, { ok: res.ok, status: res.status, headers: res.headers, text: await res.text().catch(() => "") });
      // A missing image is an answer; a missing bucket is a fault in the set-up.
      if (res.status === 404 && error.code !== "NoSuchBucket") return null;
      throw error;
    }
    const size = Number(res.headers.get("content-length"));
    if (!res.headers.has("content-length") || !Number.isSafeInteger(size) || size < 0) {
      await res.body.cancel();
      throw new S3Error(`S3 GET ${key} failed: the answer has no Content-Length`, "MissingContentLength", res.status);
    }
    return { stream: Readable.fromWeb(res.body as NodeWebStream<Uint8Array>), size };
  }

  async list(): Promise<StoredImage[]> {
    const { prefix } = this.#s3;
    const names: string[] = [];
    let token: string | undefined;
    do {
      const query: [string, string][] = [
        ["list-type", "2"],
        ["prefix", prefix],
      ];
      if (this.#s3.listPageSize) query.push(["max-keys", String(this.#s3.listPageSize)]);
      if (token) query.push(["continuation-token", token]);
      const reply = await this.#request("GET", "", { query });
      if (!reply.ok) throw failure("LIST", prefix, reply);
      const page = parseListing(reply.text);
      for (const key of page.keys) {
        const name = key.slice(prefix.length);
        if (key.startsWith(prefix) && MEDIA_NAME.test(name)) names.push(name);
      }
      token = page.truncated ? page.next : undefined;
    } while (token);

    // An image's note never changes (its name is its bytes' hash): each is asked for once per process.
    const notes = await mapLimited(names, LIST_CONCURRENCY, async (name) => {
      const known = this.#notes.get(name);
      if (known) return known;
      const headers = await this.#head(name);
      const note = headers ? noteOf(name, headers) : null;
      if (note) this.#notes.set(name, note);
      return note;
    });
    return notes.filter((n): n is StoredImage => n !== null).sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime());
  }

  #key(name: string) {
    return `${this.#s3.prefix}${name}`;
  }

  /** The object's headers, or null when there is none by that name. */
  async #head(name: string): Promise<Headers | null> {
    const key = this.#key(name);
    const reply = await this.#request("HEAD", key);
    if (reply.status === 404) return null;
    if (!reply.ok) throw failure("HEAD", key, reply);
    return reply.headers;
  }

  #request(method: Method, key: string, options: RequestOptions = {}): Promise<Reply> {
    return this.#objects.request(method, key, options);
  }

  #stream(key: string): Promise<Response> {
    return this.#objects.stream(key);
  }
}

/**
 * Signed calls to an S3-compatible bucket: a request read to its end, or a GET whose body is streamed. The
 * image store above and the private file store (platform/private-files.ts) both go through it.
 */
export class S3Objects {
  readonly #s3: S3Settings;

  constructor(settings: S3Settings) {
    this.#s3 = { ...settings };
  }

  /** A signed request read to its end, all within the time limit. */
  async request(method: Method, key: string, options: RequestOptions = {}): Promise<Reply> {
    return this.#fetch(method, key, options, async (res) => ({
      ok: res.ok,
      status: res.status,
      headers: res.headers,
      text: method === "HEAD" ? "" : await res.text(),
    }));
  }

  /** A signed GET whose body is left to the caller: the time limit covers its headers only. */
  async stream(key: string): Promise<Response> {
    return this.#fetch("GET", key, {}, async (res) => res);
  }

  async #fetch<T>(method: Method, key: string, options: RequestOptions, read: (res: Response) => Promise<T>): Promise<T> {
    const { url, init } = this.#signed(method, key, options);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
    try {
      return await read(await fetch(url, { ...init, signal: controller.signal }));
    } catch (error) {
      // fetch says "fetch failed" and puts the reason (ECONNREFUSED, a timeout, …) in its cause.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new S3Error(`S3 ${method} ${key || "bucket"} failed: ${why}`, "NetworkError", 0);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The URL and signed headers for `key` ("" is the bucket itself). */
  #signed(method: Method, key: string, options: RequestOptions): { url: string; init: RequestInit } {
    const { protocol, host, path } = s3Location(this.#s3, key);
    const query = canonicalQuery(options.query ?? []);
    const payloadHash = options.body ? createHash("sha256").update(options.body).digest("hex") : EMPTY_SHA256;
    const headers = signV4({ method, host, path, query, headers: options.headers ?? {}, payloadHash }, this.#s3);
    return {
      url: `${protocol}//${host}${path}${query ? `?${query}` : ""}`,
      init: { method, headers, body: options.body ? new Uint8Array(options.body) : null },
    };
  }
}

/** Where `key` ("" for the bucket) lives: endpoint/bucket/key in path style, else bucket.endpoint/key. */
export function s3Location(settings: Pick<S3Settings, "endpoint" | "bucket" | "forcePathStyle">, key: string) {
  const base = new URL(settings.endpoint);
  const root = base.pathname.replace(/\/+$/, "");
  const keyPath = key.split("/").map(uriEncode).join("/");
  if (settings.forcePathStyle) {
    return { protocol: base.protocol, host: base.host, path: `${root}/${uriEncode(settings.bucket)}${key ? `/${keyPath}` : ""}` };
  }
  return { protocol: base.protocol, host: `${settings.bucket}.${base.host}`, path: `${root}/${keyPath}` };
}

/** A refusal or fault from the storage, with S3's error code (NoSuchBucket, SignatureDoesNotMatch, …). */
export class S3Error extends Error {
  readonly code: string;
  readonly status: number;
  /** The storage could not be reached or failed on its side (a retry may succeed): answered 503. */
  readonly unavailable: boolean;

  constructor(message: string, code: string, status: number) {
    super(message);
    this.name = "S3Error";
    this.code = code;
    this.status = status;
    this.unavailable = code === "NetworkError" || status >= 500;
  }
}

export function failure(operation: string, key: string, reply: Reply): S3Error {
  // HEAD answers have no body; then the status is all there is. Only a code-shaped word is ever repeated.
  const found = /<Code>([^<]{1,64})<\/Code>/.exec(reply.text)?.[1] ?? reply.headers.get("x-amz-error-code") ?? "";
  const code = /^[A-Za-z0-9.]+$/.test(found) ? found : `HTTP${reply.status}`;
  return new S3Error(`S3 ${operation} ${key} failed: ${reply.status} ${code}`, code, reply.status);
}

function noteOf(name: string, headers: Headers): StoredImage | null {
  const type = headers.get("x-amz-meta-type");
  const [width, height, bytes] = ["width", "height", "bytes"].map((n) => Number(headers.get(`x-amz-meta-${n}`)));
  const uploadedAt = new Date(headers.get("x-amz-meta-uploaded-at") ?? "");
  // An object put there by something else, without our note, is not offered in the console.
  if (!IMAGE_TYPES.includes(type as ImageType) || Number.isNaN(uploadedAt.getTime())) return null;
  if (![width, height, bytes].every((n) => Number.isSafeInteger(n) && n! > 0)) return null;
  return { name, type: type as ImageType, width: width!, height: height!, bytes: bytes!, uploadedAt };
}

// ─── Signature Version 4 ──────────────────────────────────────────────────────────────────────────────
// https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html

/** Percent-encoding as SigV4 wants it: all but A–Z a–z 0–9 - . _ ~, with upper-case hex. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Query parameters encoded and sorted by name (then value): the same string is signed and sent. */
export function canonicalQuery(params: [string, string][]): string {
  return params
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

export interface SigningInput {
  method: string;
  host: string;
  /** Already encoded, each segment once. */
  path: string;
  /** As made by canonicalQuery. */
  query: string;
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (or "UNSIGNED-PAYLOAD"). */
  payloadHash: string;
}

/** The request's headers with x-amz-date, x-amz-content-sha256 and the Authorization that signs them all. */
export function signV4(
  request: SigningInput,
  credentials: Pick<S3Settings, "accessKeyId" | "secretAccessKey" | "region">,
  now = new Date(),
  service = "s3",
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, ""); // 20260314T093000Z
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  Object.assign(headers, { host: request.host, "x-amz-date": amzDate, "x-amz-content-sha256": request.payloadHash });

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(";");
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, " ")}\n`).join("");
  const canonicalRequest = [request.method, request.path || "/", request.query, canonicalHeaders, signedHeaders, request.payloadHash].join("\n");
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");

  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [credentials.region, service, "aws4_request"]) key = hmac(key, part);
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");

  // Host is set by fetch itself from the URL (the same value that was signed).
  const { host: _host, ...sent } = headers;
  return { ...sent, authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}` };
}

const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const sha256Hex = (data: string) => createHash("sha256").update(data).digest("hex");

// ─── ListObjectsV2 answers ────────────────────────────────────────────────────────────────────────────

/** The keys of one page of a ListObjectsV2 answer and where the next page starts. */
export function parseListing(xml: string): { keys: string[]; truncated: boolean; next: string | undefined } {
  const keys = [...xml.matchAll(/<Contents>[\s\S]*?<Key>([^<]*)<\/Key>[\s\S]*?<\/Contents>/g)].map((m) => xmlText(m[1]!));
  const truncated = /<IsTruncated>\s*true\s*<\/IsTruncated>/.test(xml);
  const next = /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { keys, truncated, next: next === undefined ? undefined : xmlText(next) };
}

function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith("#x")) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[entity]!;
  });
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// Uploaded images in S3-compatible storage, against a real S3-compatible server (s3rver, in a child process)
// that checks every request's Signature Version 4: the store's put/open/list, refusals (a wrong secret, an
// unknown key, a missing bucket, no server at all) as errors that name S3's code and never the secret, the
// signer against AWS's own published examples, and the whole journey — S uploads a PNG in the console, it is
// listed, /media/<name> serves the same bytes cached for a year, and nothing is written under DATA_DIR.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { AdminImage } from "@vetan/shared/admin-content";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalQuery, S3Error, S3MediaStore, type S3Settings, s3Location, signV4, uriEncode } from "../src/console/admin-content/media-s3.ts";
import { createMediaStore, DiskMediaStore, type StoredImage } from "../src/console/admin-content/media-store.ts";
import { loadEnv } from "../src/platform/env.ts";
import { JPEG_7x5, makePng } from "./support/admin-content-images.ts";
import { createTestApp, testEnv } from "./support/app.ts";
import { demoSession } from "./support/demo-session.ts";
import { startTestS3, type TestS3 } from "./support/media-s3-server.ts";
import { freePort } from "./support/server-process.ts";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

let serial = 0;
/** A fresh media name (the store takes any name of the stored form; the routes derive it from the bytes). */
const freshName = (ext = "png") => `${(Date.now().toString(16) + (++serial).toString(16).padStart(6, "0")).padStart(32, "a")}.${ext}`;
const imageOf = (name: string, bytes: Buffer, uploadedAt = new Date()): StoredImage => ({
  name,
  type: name.endsWith(".jpg") ? "image/jpeg" : "image/png",
  width: 7,
  height: 5,
  bytes: bytes.length,
  uploadedAt,
});
const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};
/** A store of its own under a prefix no other test writes to. */
const storeUnder = (prefix: string, change: Partial<S3Settings> = {}) => new S3MediaStore({ ...s3.settings, prefix, ...change });

describe("S3MediaStore against an S3-compatible server", () => {
  it("puts an image once, opens its bytes, and lists it with its note", async () => {
    const store = storeUnder("put-open/");
    const png = makePng(7, 5);
    const name = freshName();
    const first = imageOf(name, png, new Date("2026-03-01T10:00:00.000Z"));
    expect(await store.put(first, png)).toBe(true);
    // The same name again: nothing is rewritten (the first upload time stays).
    expect(await store.put({ ...first, uploadedAt: new Date("2026-03-02T10:00:00.000Z") }, png)).toBe(false);

    const opened = await store.open(name);
    expect(opened?.size).toBe(png.length);
    expect((await readAll(opened!.stream)).equals(png)).toBe(true);
    expect(await store.list()).toEqual([first]);

    expect(await store.open(freshName())).toBeNull();
    expect(await store.open("../../etc/passwd")).toBeNull();
    expect(await store.open(name.toUpperCase())).toBeNull();
    await expect(store.put({ ...first, name: "../escape.png" }, png)).rejects.toThrow(/Not a media name/);
  });

  it("lists newest first, follows continuation pages, and skips keys that are not images of its own", async () => {
    const store = storeUnder("paged/", { listPageSize: 2 });
    const jpeg = Buffer.from(JPEG_7x5);
    const images = [0, 3, 1, 4, 2].map((day) => imageOf(freshName(day % 2 ? "jpg" : "png"), jpeg, new Date(Date.UTC(2026, 0, 10 + day))));
    for (const image of images) expect(await store.put(image, jpeg)).toBe(true);
    // Beside and below the prefix: another store's folder, and a key that is not a media name.
    await storeUnder("paged/deeper/").put(imageOf(freshName(), jpeg), jpeg);
    await storeUnder("paged-").put(imageOf(freshName(), jpeg), jpeg);

    const listed = await store.list();
    expect(listed.map((i) => i.uploadedAt.toISOString())).toEqual([4, 3, 2, 1, 0].map((day) => new Date(Date.UTC(2026, 0, 10 + day)).toISOString()));
    expect(listed.map((i) => i.name).sort()).toEqual(images.map((i) => i.name).sort());
    expect(listed.find((i) => i.name.endsWith(".jpg"))).toMatchObject({ type: "image/jpeg", width: 7, height: 5, bytes: jpeg.length });
    expect(await storeUnder("empty-prefix/").list()).toEqual([]);
  });

  it("is refused with a wrong secret or an unknown key, and the error names S3's code, never the secret", async () => {
    const wrongSecret = "not-the-secret-but-long-enough-to-find";
    const bad = storeUnder("refused/", { secretAccessKey: wrongSecret });
    const png = makePng(3, 3);
    const name = freshName();
    const errors: unknown[] = [];
    for (const attempt of [() => bad.list(), () => bad.open(name), () => bad.put(imageOf(name, png), png)]) {
      errors.push(await attempt().then(() => "no error", (error: unknown) => error));
    }
    expect(errors.map((e) => (e as S3Error).code)).toEqual(["SignatureDoesNotMatch", "SignatureDoesNotMatch", "HTTP403"]);
    expect(String(errors[0])).toContain("S3 LIST refused/ failed: 403 SignatureDoesNotMatch");
    for (const error of errors) {
      expect(error).toBeInstanceOf(S3Error);
      const all = `${String(error)} ${(error as Error).stack} ${JSON.stringify(error)}`;
      expect(all).not.toContain(wrongSecret);
      expect(all).not.toContain(s3.settings.secretAccessKey);
    }
    // Nothing was written by the refused store.
    expect(await storeUnder("refused/").list()).toEqual([]);
    // The store keeps its settings private: printing it shows no secret.
    expect(JSON.stringify(bad)).not.toContain(wrongSecret);

    await expect(storeUnder("refused/", { accessKeyId: "NOBODYSKEY" }).list()).rejects.toMatchObject({ code: "InvalidAccessKeyId" });
  });

  it("says a missing bucket or an unreachable server is a fault, not a missing image", async () => {
    const noBucket = storeUnder("media/", { bucket: "no-such-bucket" });
    await expect(noBucket.list()).rejects.toMatchObject({ code: "NoSuchBucket", message: "S3 LIST media/ failed: 404 NoSuchBucket" });
    await expect(noBucket.open(freshName())).rejects.toMatchObject({ code: "NoSuchBucket" });
    const png = makePng(2, 2);
    await expect(noBucket.put(imageOf(freshName(), png), png)).rejects.toMatchObject({ code: "NoSuchBucket" });

    const port = await freePort(); // free: nothing listens there
    const nowhere = storeUnder("media/", { endpoint: `http://127.0.0.1:${port}` });
    await expect(nowhere.list()).rejects.toMatchObject({ code: "NetworkError", message: "S3 GET bucket failed: ECONNREFUSED" });
    await expect(nowhere.open(freshName())).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe("Signature Version 4", () => {
  // The examples in AWS's S3 documentation ("Signature Calculations for the Authorization Header"), with
  // their published signatures: the signer agrees with AWS itself, not only with the test server.
  const credentials = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1" };
  const at = new Date("2013-05-24T00:00:00Z");
  const host = "examplebucket.s3.amazonaws.com";
  const empty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
  const signatureOf = (headers: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(headers.authorization!)?.[1];

  it("matches AWS's examples: GET object, PUT object, GET lifecycle, list objects", () => {
    const get = signV4({ method: "GET", host, path: "/test.txt", query: "", headers: { Range: "bytes=0-9" }, payloadHash: empty }, credentials, at);
    expect(get.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(get).toMatchObject({ "x-amz-date": "20130524T000000Z", "x-amz-content-sha256": empty, range: "bytes=0-9" });
    expect(get).not.toHaveProperty("host");

    const put = signV4(
      {
        method: "PUT",
        host,
        path: `/${uriEncode("test$file.text")}`,
        query: "",
        headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        payloadHash: "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072",
      },
      credentials,
      at,
    );
    expect(signatureOf(put)).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");

    const lifecycle = signV4({ method: "GET", host, path: "/", query: canonicalQuery([["lifecycle", ""]]), headers: {}, payloadHash: empty }, credentials, at);
    expect(signatureOf(lifecycle)).toBe("fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543");

    const list = signV4(
      { method: "GET", host, path: "/", query: canonicalQuery([["prefix", "J"], ["max-keys", "2"]]), headers: {}, payloadHash: empty },
      credentials,
      at,
    );
    expect(signatureOf(list)).toBe("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });

  it("encodes as SigV4 wants: RFC 3986 with upper-case hex, query sorted by name", () => {
    expect(uriEncode("a b/c~d_e.f-g!'()*")).toBe("a%20b%2Fc~d_e.f-g%21%27%28%29%2A");
    expect(canonicalQuery([["prefix", "media/"], ["list-type", "2"], ["continuation-token", "a+b=="]])).toBe(
      "continuation-token=a%2Bb%3D%3D&list-type=2&prefix=media%2F",
    );
  });

  it("addresses objects in path style or virtual-hosted style, keeping a path on the endpoint", () => {
    const at = (endpoint: string, forcePathStyle: boolean, key: string) => s3Location({ endpoint, bucket: "vetan-media", forcePathStyle }, key);
    expect(at("http://127.0.0.1:9000", true, "media/ab.png")).toEqual({ protocol: "http:", host: "127.0.0.1:9000", path: "/vetan-media/media/ab.png" });
    expect(at("http://127.0.0.1:9000", true, "")).toEqual({ protocol: "http:", host: "127.0.0.1:9000", path: "/vetan-media" });
    expect(at("https://s3.ap-south-1.amazonaws.com", false, "media/ab.png")).toEqual({
      protocol: "https:",
      host: "vetan-media.s3.ap-south-1.amazonaws.com",
      path: "/media/ab.png",
    });
    expect(at("https://s3.ap-south-1.amazonaws.com/", false, "")).toMatchObject({ path: "/" });
    expect(at("https://storage.example/s3/", true, "a b/c.png")).toMatchObject({ host: "storage.example", path: "/s3/vetan-media/a%20b/c.png" });
  });
});

describe("configuration", () => {
  it("needs the endpoint and both keys once S3_BUCKET is set, and names each missing one", () => {
    expect(() => loadEnv({ S3_BUCKET: "vetan-media" })).toThrow(
      "Invalid configuration:\n  S3_ENDPOINT: required when S3_BUCKET is set\n  S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n  S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set",
    );
    const secret = "a-secret-that-must-not-be-repeated-000";
    let message = "";
    try {
      loadEnv({ S3_BUCKET: "vetan-media", S3_ENDPOINT: "https://s3.ap-south-1.amazonaws.com", S3_SECRET_ACCESS_KEY: secret });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe("Invalid configuration:\n  S3_ACCESS_KEY_ID: required when S3_BUCKET is set");
    expect(message).not.toContain(secret);
  });

  it("refuses malformed S3 settings with a message naming each", () => {
    const ok = { S3_BUCKET: "vetan-media", S3_ENDPOINT: "https://s3.ap-south-1.amazonaws.com", S3_ACCESS_KEY_ID: "AKIA", S3_SECRET_ACCESS_KEY: "secret" };
    for (const [name, value] of [
      ["S3_ENDPOINT", "not a url"],
      ["S3_ENDPOINT", "ftp://s3.example"],
      ["S3_BUCKET", "Vetan_Media"],
      ["S3_FORCE_PATH_STYLE", "yes"],
      ["S3_PREFIX", "/media/"],
      ["S3_REGION", "Mumbai!"],
    ] as const) {
      expect(() => loadEnv({ ...ok, [name]: value }), `${name}=${value}`).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
    }
  });

  it("has defaults, and picks the store by S3_BUCKET", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ S3_BUCKET: "", S3_REGION: "ap-south-1", S3_PREFIX: "media/", S3_FORCE_PATH_STYLE: true });
    expect(createMediaStore(env)).toBeInstanceOf(DiskMediaStore);
    // Keys alone, without a bucket, change nothing.
    expect(createMediaStore(loadEnv({ S3_ACCESS_KEY_ID: "AKIA", S3_SECRET_ACCESS_KEY: "x" }))).toBeInstanceOf(DiskMediaStore);
    const s3Env = loadEnv({ ...s3.env, S3_FORCE_PATH_STYLE: "false" });
    expect(s3Env.S3_FORCE_PATH_STYLE).toBe(false);
    expect(createMediaStore(s3Env)).toBeInstanceOf(S3MediaStore);
  });
});

describe("the console's uploads with S3 configured", () => {
  const API = "/api/v1/admin";
  let dataDir: string;
  let app: FastifyInstance;
  let log = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "vetan-media-s3-"));
    app = await createTestApp({
      logger: true,
      logStream: collect((line) => {
        log += line;
      }),
      env: testEnv({ ...s3.env, S3_PREFIX: "site/media/", DATA_DIR: dataDir, LOG_LEVEL: "trace" }),
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores S's PNG in the bucket, lists it, and serves the same bytes cached for a year", async () => {
    const s = await demoSession(app, "S");
    const png = makePng(40, 24, [14, 116, 144]);
    const res = await s.upload(`${API}/images`, png, "image/png");
    expect(res.statusCode, res.body).toBe(201);
    const image: AdminImage = res.json();
    expect(image).toMatchObject({ type: "image/png", width: 40, height: 24, bytes: png.length, url: `/media/${image.name}` });

    const listed: AdminImage[] = (await s.get(`${API}/images`)).json().data;
    expect(listed[0]).toEqual(image);

    const served = await app.inject(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["content-length"]).toBe(String(png.length));
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await app.inject({ url: image.url, headers: { "if-none-match": served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: "HEAD", url: image.url })).statusCode).toBe(200);
    expect((await app.inject(`/media/${"0".repeat(32)}.png`)).statusCode).toBe(404);

    // The same bytes again: the same address, nothing new.
    const twice = await s.upload(`${API}/images`, png, "image/png");
    expect(twice.statusCode).toBe(200);
    expect((await s.get(`${API}/images`)).json().data.filter((i: AdminImage) => i.url === image.url)).toHaveLength(1);

    // It is in the bucket under S3_PREFIX, and nothing was written under DATA_DIR.
    const inBucket = await storeUnder("site/media/").open(image.name);
    expect(inBucket && (await readAll(inBucket.stream)).equals(png)).toBe(true);
    expect(existsSync(join(dataDir, "media"))).toBe(false);

    // A whole journey logged at trace level holds neither key.
    expect(log).toContain("/api/v1/admin/images");
    expect(log).not.toContain(s3.settings.secretAccessKey);
  });

  it("answers 500 without storing anything when the storage refuses the keys, and logs S3's code, not the secret", async () => {
    const wrongSecret = "a-wrong-secret-for-the-log-test-000000";
    let badLog = "";
    const badDir = mkdtempSync(join(tmpdir(), "vetan-media-s3-bad-"));
    const bad = await createTestApp({
      logger: true,
      logStream: collect((line) => {
        badLog += line;
      }),
      env: testEnv({ ...s3.env, S3_SECRET_ACCESS_KEY: wrongSecret, S3_PREFIX: "refused-app/", DATA_DIR: badDir, LOG_LEVEL: "trace" }),
    });
    try {
      const s = await demoSession(bad, "S");
      const res = await s.upload(`${API}/images`, makePng(5, 5), "image/png");
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: "internal" });
      expect(res.body).not.toContain("S3");
      expect((await s.get(`${API}/images`)).statusCode).toBe(500);
      expect(badLog).toContain("SignatureDoesNotMatch");
      expect(badLog).not.toContain(wrongSecret);
      expect(badLog).not.toContain(s3.settings.secretAccessKey);
      expect(await storeUnder("refused-app/").list()).toEqual([]);
      expect(existsSync(join(badDir, "media"))).toBe(false);
    } finally {
      await bad.close();
      rmSync(badDir, { recursive: true, force: true });
    }
  });
});

function collect(onLine: (line: string) => void) {
  return new Writable({
    write(chunk, _encoding, done) {
      onLine(chunk.toString());
      done();
    },
  });
}

// The SMS adapter (platform/sms-gateway.ts) against a local gateway: with SMS_WEBHOOK_URL set, a sign-up
// code leaves as one JSON POST {to: "+91…", message} with the bearer token, and its outbox row is marked
// sent; when the gateway fails the person's answer is unchanged and the row keeps the error. The adapter
// itself rejects with the gateway's status.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema.ts";
import { webhookSmsGateway } from "../src/platform/sms-gateway.ts";
import { createTestApp, testEnv } from "./support/app.ts";
import { Browser } from "./support/browser.ts";
import { freshMobile } from "./support/factories.ts";

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: { to?: string; message?: string };
}

const TOKEN = "test-token-123";
let app: FastifyInstance;
let gateway: Server;
const received: Received[] = [];
/** When set, the gateway answers 500. */
let failing = false;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: text ? JSON.parse(text) : {} });
      response.writeHead(failing ? 500 : 200, { "content-type": "application/json" });
      response.end(failing ? '{"error":"upstream down"}' : '{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  const { port } = gateway.address() as AddressInfo;
  app = await createTestApp({ env: testEnv({ SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms`, SMS_WEBHOOK_TOKEN: TOKEN }) });
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  failing = false;
});

const outboxRowsFor = (mobile: string) => app.database.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id));

async function askForCode(mobile: string) {
  const res = await new Browser(app).post("/api/accounts/signup/code", { mobile });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().result).toBe("A 6-digit code is on its way to your mobile. It works for 10 minutes.");
}

describe("SMS through the webhook gateway", () => {
  it("sends a sign-up code as one JSON POST with the bearer token and marks the outbox row sent", async () => {
    const mobile = freshMobile();
    await askForCode(mobile);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: "POST", url: "/sms" });
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(Object.keys(request?.body ?? {}).sort()).toEqual(["message", "to"]);
    expect(request?.body.to).toBe(`+91${mobile}`);
    const code = /\b(\d{6})\b/.exec(request?.body.message ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const rows = await outboxRowsFor(mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: "sms", body: request?.body.message, error: null });
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
  });

  it("answers the person the same when the gateway fails, and keeps the error on the outbox row", async () => {
    failing = true;
    const mobile = freshMobile();
    await askForCode(mobile);

    expect(received).toHaveLength(1);
    expect(received[0]?.body.to).toBe(`+91${mobile}`);
    const rows = await outboxRowsFor(mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).toBeNull();
    expect(rows[0]?.error).toMatch(/500/);
    // The code is still kept where the superadmin can read it.
    expect(rows[0]?.body).toMatch(/\b\d{6}\b/);
  });
});

describe("webhookSmsGateway", () => {
  it("rejects with the gateway's status when it does not answer 2xx", async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response("try later", { status: 503 });
    }) as typeof fetch;
    const sms = webhookSmsGateway("https://sms.example/send", "secret-1", fakeFetch);
    await expect(sms.send("9876543210", "Hello")).rejects.toThrow(/503/);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("https://sms.example/send");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ to: "+919876543210", message: "Hello" });
  });

  it("resolves on any 2xx and sends no authorization header without a token", async () => {
    let headers: Record<string, string> = {};
    const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      headers = init?.headers as Record<string, string>;
      return new Response(null, { status: 202 });
    }) as typeof fetch;
    await expect(webhookSmsGateway("https://sms.example/send", "", fakeFetch).send("9876543210", "Hello")).resolves.toBeUndefined();
    expect(headers).not.toHaveProperty("authorization");
  });
});

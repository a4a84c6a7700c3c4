// A stand-in SMS gateway for the journeys: the server under test is configured with SMS_WEBHOOK_URL
// pointing here (playwright.config.ts), so sign-up codes and invitations travel through the product's real
// SMS adapter. The gateway keeps what it is sent and shows it to the journeys, as a phone would.
import { createServer, type Server } from "node:http";

export const SMS_INBOX_PORT = Number(process.env.E2E_SMS_PORT ?? 3556);
const INBOX = `http://127.0.0.1:${SMS_INBOX_PORT}`;
export const SMS_WEBHOOK_URL = `${INBOX}/sms`;

interface Sms {
  to: string;
  message: string;
}

/** Started once for the run (global setup): accepts POST /sms, lists GET /messages?to=+91… */
export function startSmsInbox(): Promise<Server> {
  const received: Sms[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", INBOX);
    if (request.method === "POST" && url.pathname === "/sms") {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        received.push(JSON.parse(body) as Sms);
        response.writeHead(202).end();
      });
      return;
    }
    if (request.method === "GET" && url.pathname === "/messages") {
      const to = url.searchParams.get("to");
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received.filter((m) => m.to === to)));
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(SMS_INBOX_PORT, "127.0.0.1", () => resolve(server)));
}

/** The messages a 10-digit mobile number has received, oldest first. */
export async function messagesTo(mobile: string): Promise<string[]> {
  const response = await fetch(`${INBOX}/messages?to=${encodeURIComponent(`+91${mobile}`)}`);
  return ((await response.json()) as Sms[]).map((m) => m.message);
}

/** Waits for the newest 6-digit code sent to `mobile`. */
export async function smsCodeFor(mobile: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const code = (await messagesTo(mobile)).map((m) => /\b(\d{6})\b/.exec(m)?.[1]).filter(Boolean).at(-1);
    if (code) return code;
    if (Date.now() > until) throw new Error(`no code reached ${mobile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

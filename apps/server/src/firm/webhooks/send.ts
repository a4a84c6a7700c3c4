// One webhook POST: signed, sent to the address the guard checked (the name is not resolved again), given
// ten seconds, and the receiver's answer kept short.
import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Target } from "./address-guard.ts";

export const TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is kept in the log. */
export const RESPONSE_KEEP = 2_048;

/** `t=<unix seconds>,v1=<hex>[,v1=<hex>]`: one v1 per secret that signs (two for a day after a rotation). */
export function signatureHeader(secrets: readonly string[], unixSeconds: number, body: string): string {
  const signed = `${unixSeconds}.${body}`;
  return [`t=${unixSeconds}`, ...secrets.map((s) => `v1=${createHmac("sha256", s).update(signed).digest("hex")}`)].join(",");
}

export interface SendResult {
  status: number | null;
  durationMs: number;
  response: string | null;
  error: string | null;
}

export function postJson(target: Target, headers: Record<string, string>, body: string, timeoutMs = TIMEOUT_MS): Promise<SendResult> {
  const started = performance.now();
  const client = target.url.protocol === "https:" ? https : http;
  // Pinned: whatever the name resolves to now, the socket goes to the checked address. TLS still checks the
  // certificate against the host name, which the request keeps.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options && typeof options === "object" && "all" in options && options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: Omit<SendResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      resolve({ ...r, durationMs: Math.round(performance.now() - started) });
    };
    const request = client.request(
      target.url,
      {
        method: "POST",
        lookup: pinned,
        headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), "user-agent": "Vetan-Webhooks/1", ...headers },
        timeout: timeoutMs,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on("data", (chunk: Buffer) => {
          if (kept >= RESPONSE_KEEP) return;
          chunks.push(chunk);
          kept += chunk.length;
          if (kept >= RESPONSE_KEEP) response.destroy();
        });
        const finish = () => done({ status: response.statusCode ?? null, response: Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_KEEP), error: null });
        response.on("end", finish);
        response.on("close", finish);
        response.on("error", finish);
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)), timeoutMs);
    request.on("timeout", () => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)));
    request.on("error", (error) => done({ status: null, response: null, error: error.message.slice(0, 500) }));
    request.on("close", () => clearTimeout(deadline));
    request.end(body);
  });
}

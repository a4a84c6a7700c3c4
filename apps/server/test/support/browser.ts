// A browser's worth of state for API tests: it keeps the session cookie the server sets and sends it back,
// as a same-origin page would.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

const COOKIE = /^(?:__Host-)?vetan_session=([^;]*)/;

export class Browser {
  cookie = "";
  /** The session cookie's name as the server sets it: `__Host-vetan_session` when it runs behind HTTPS. */
  cookieName = "vetan_session";
  readonly #app: FastifyInstance;
  readonly #ip: string;
  static #next = 1;

  constructor(app: FastifyInstance, ip?: string) {
    this.#app = app;
    this.#ip = ip ?? `198.18.${Math.floor(Browser.#next / 250) % 250}.${(Browser.#next++ % 250) + 1}`;
  }

  #keep(res: LightMyRequestResponse): LightMyRequestResponse {
    const set = res.headers["set-cookie"];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const m = COOKIE.exec(line);
      if (m) this.cookie = line.includes("Max-Age=0") ? "" : (m[1] ?? "");
    }
    return res;
  }

  #headers(extra: Record<string, string> = {}) {
    return { ...(this.cookie ? { cookie: `${this.cookieName}=${this.cookie}` } : {}), "sec-fetch-site": "same-origin", ...extra };
  }

  async post(url: string, body: unknown, headers: Record<string, string> = {}) {
    return this.#keep(
      await this.#app.inject({
        method: "POST",
        url,
        payload: body as object,
        remoteAddress: this.#ip,
        headers: { "content-type": "application/json", ...this.#headers(headers) },
      }),
    );
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.#keep(await this.#app.inject({ method: "GET", url, remoteAddress: this.#ip, headers: this.#headers(headers) }));
  }

  /** Any method, with a JSON body when one is given (PUT, PATCH, DELETE for the console API). */
  async send(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.#keep(
      await this.#app.inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as object }),
        remoteAddress: this.#ip,
        headers: body === undefined ? this.#headers(headers) : { "content-type": "application/json", ...this.#headers(headers) },
      }),
    );
  }

  /** Raw bytes with their own content type (uploads). */
  async upload(url: string, payload: Buffer | string, contentType: string, headers: Record<string, string> = {}) {
    return this.#keep(
      await this.#app.inject({ method: "POST", url, payload, remoteAddress: this.#ip, headers: { "content-type": contentType, ...this.#headers(headers) } }),
    );
  }
}

// Anonymous pages are the same for every visitor except for one thing: the CSP nonce, fresh in every
// response. So a rendered page is kept cut at its nonce attributes, and each answer puts a new nonce into
// the cuts (and into the CSP header). DESIGN.md budget: cached pages serve at ≥ 50% of /healthz, which
// rules out rendering — or compressing — per request.
//
// Compression without compressing per request: the gzip body is assembled from pieces deflated once. Each
// HTML piece is raw-deflated on its own (ending byte-aligned), and each nonce goes between them as an
// uncompressed "stored" deflate block. Each piece is compressed with the HTML before it as its dictionary, with the old nonces blanked to NUL bytes, so
// back-references reach across pieces but can never copy a nonce (HTML holds no NUL to match it). The
// gzip trailer's CRC-32 needs no pass over the page either (see gzipWithNonce), so an answer costs a
// copy of the compressed bytes and little else.
import { randomFillSync } from "node:crypto";
import { crc32, deflateRawSync, constants as zlib } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { COMPRESS_MIN_BYTES, pickEncoding } from "../platform/public-cache.ts";
import { hydrateAfterLoad } from "./hydrate-after-load.ts";

export type CacheState = "hit" | "miss" | "bypass";

/** A page ready to send with any nonce. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The HTML cut where the nonce was: parts[0] nonce parts[1] … nonce parts[n]. */
  parts: Buffer[];
  /** The gzip form's pieces; absent for small pages. */
  gzip?: GzipParts;
  storedAt: number;
}

interface GzipParts {
  /** Each part raw-deflated; all but the last end byte-aligned and not final, so a stored block can follow. */
  deflated: Buffer[];
  /** CRC-32 of the page with NUL bytes where the nonces go. */
  blankCrc: number;
  /** Sum of x^(8·bytes after each nonce) mod P: turns the nonce's CRC into its share of the page's. */
  nonceWeight: number;
  /** The page's length in bytes. */
  size: number;
}

export interface PageCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  /** The Content-Security-Policy header for a nonce. */
  csp: (nonce: string) => string;
  now?: () => number;
}

const NONCE_BYTES = 16;
/** Base64 of 16 bytes. Every nonce has this length: the compressed pieces' back-references rely on it. */
const NONCE_CHARS = 24;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/**
 * A 128-bit nonce, base64: always 24 characters, none of them NUL or a quote. Drawn from a pool refilled
 * from the CSPRNG every 256 nonces (one system call instead of one per answer); no byte is used twice.
 */
export function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString("base64", nonceOffset - NONCE_BYTES, nonceOffset);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored deflate block of one nonce: header byte (not final, type 00, padded), LEN, then ~LEN. */
const STORED_NONCE = Buffer.from([0, NONCE_CHARS, 0, ~NONCE_CHARS & 0xff, 0xff]);
const BLANK_NONCE = Buffer.alloc(NONCE_CHARS);
const DEFLATE_WINDOW = 32 * 1024;
/** Route headers we replay; the body's framing and encoding are ours to set per answer. */
const NOT_REPLAYED = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "content-security-policy"]);

export class PageCache {
  #entries = new Map<string, CachedPage>();
  #generation = 0;
  readonly maxEntries: number;
  readonly ttlMs: number;
  readonly csp: (nonce: string) => string;
  readonly now: () => number;

  constructor(options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 500;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.csp = options.csp;
    this.now = options.now ?? Date.now;
  }

  /**
   * The cache key for a request that may be answered from the cache, or undefined when it must be rendered
   * for itself: anything but GET; any query string (campaign links carry per-visitor ids, so such URLs are
   * rarely repeated and not worth keeping); any cookie or Authorization header (a page rendered for a
   * session, or for any cookie a later feature reads, must never reach someone else).
   */
  keyFor(request: FastifyRequest): string | undefined {
    if (request.method !== "GET" || request.url.includes("?")) return undefined;
    if (request.headers.cookie !== undefined || request.headers.authorization !== undefined) return undefined;
    // Crawlers get the whole page at once, people a streamed shell (entry.server.tsx): two renderings.
    const reader = isBot(request.headers["user-agent"] ?? "") ? "bot" : "web";
    return `${reader} ${request.host} ${request.url}`;
  }

  /** Rises at every clear, so a render that began before one is not stored after it. */
  get generation() {
    return this.#generation;
  }

  get size() {
    return this.#entries.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.#entries.get(key);
    if (page && this.now() - page.storedAt > this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return page;
  }

  /**
   * Keeps a page; when full, the longest-kept goes first. With a time to live of a minute every page in use
   * is re-rendered and re-inserted each minute, so this order is close to least-recently-used without
   * reordering the map on every hit.
   */
  put(key: string, page: CachedPage, generation: number) {
    if (generation !== this.#generation) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, page);
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
  }

  /**
   * A rendered response that may be kept: a 200 HTML page that sets no cookie and does not forbid storing.
   * Decided on headers alone, so a response that may not be kept still streams.
   */
  static keepable(response: Response): boolean {
    const cacheControl = response.headers.get("cache-control") ?? "";
    return (
      response.status === 200 &&
      (response.headers.get("content-type") ?? "").startsWith("text/html") &&
      !response.headers.has("set-cookie") &&
      !/\b(no-store|private)\b/.test(cacheControl)
    );
  }

  /**
   * Prepares rendered HTML for sending with any nonce, or undefined when its HTML cannot be kept: the nonce
   * appears other than as a nonce attribute, or a part of the page failed to render on the server (React
   * then leaves the boundary to the browser: `<!--$!-->` in the HTML, or `$RX("…")` once streaming).
   */
  prepare(response: Response, rendered: string, nonce: string): CachedPage | undefined {
    if (nonce.length !== NONCE_CHARS || rendered.includes("<!--$!-->") || rendered.includes('$RX("')) return undefined;
    // Scripts after the page has painted (see hydrate-after-load.ts); the bootstrap keeps its nonce.
    const html = hydrateAfterLoad(rendered);
    // Every occurrence must be an attribute value, so swapping the value cannot touch anything else.
    const parts = html.split(nonce);
    if (html.split(`nonce="${nonce}"`).length !== parts.length) return undefined;
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) if (!NOT_REPLAYED.has(name)) headers.push([name, value]);
    const buffers = parts.map((part) => Buffer.from(part));
    const bytes = buffers.reduce((sum, part) => sum + part.length + NONCE_CHARS, -NONCE_CHARS);
    return {
      status: response.status,
      headers,
      parts: buffers,
      gzip: bytes >= COMPRESS_MIN_BYTES ? gzipParts(buffers) : undefined,
      storedAt: this.now(),
    };
  }

  /** Answers with the page under a fresh nonce, gzipped when the client takes it. */
  send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: CacheState) {
    const nonce = newNonce();
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header("content-security-policy", this.csp(nonce)).header("x-vetan-cache", state).header("vary", "accept-encoding");
    if (page.gzip && pickEncoding(request.headers["accept-encoding"], { gzip: true }) === "gzip") {
      return reply.header("content-encoding", "gzip").send(gzipWithNonce(page, nonce));
    }
    return reply.send(htmlWithNonce(page, nonce));
  }
}

/** The page as plain HTML with this nonce. */
export function htmlWithNonce(page: CachedPage, nonce: string): Buffer {
  const value = Buffer.from(nonce, "latin1");
  const chunks: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) chunks.push(value);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

/**
 * The page as one gzip member with this nonce, from the parts deflated in advance. CRC-32 is affine in the
 * data for a fixed length, so crc(page) = crc(page with blank nonces) ^ multModP(weight, crc(nonce) ^
 * crc(blank nonce)): one CRC of 24 bytes per answer.
 */
export function gzipWithNonce(page: CachedPage, nonce: string): Buffer {
  const { deflated, blankCrc, nonceWeight, size } = page.gzip!;
  const value = Buffer.from(nonce, "latin1");
  // The pieces were compressed for nonces of this length (see gzipParts); any other would corrupt the page.
  if (value.length !== NONCE_CHARS) throw new Error(`A page nonce has ${NONCE_CHARS} characters, not ${value.length}`);
  const chunks: Buffer[] = [GZIP_HEADER, deflated[0]!];
  for (let i = 1; i < deflated.length; i++) chunks.push(STORED_NONCE, value, deflated[i]!);
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE((blankCrc ^ multModP(nonceWeight, crc32(value) ^ BLANK_NONCE_CRC)) >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/**
 * Raw-deflates each part; all but the last are flushed to a byte boundary without a final block, so a
 * stored block can follow. Each part gets the text before it (nonces as NUL bytes) as its dictionary.
 */
function gzipParts(parts: Buffer[]): GzipParts {
  // The blanking trick needs HTML free of NUL bytes; otherwise compress each part on its own.
  const withDictionary = !parts.some((p) => p.includes(0));
  let window = Buffer.alloc(0);
  const deflated = parts.map((part, i) => {
    const options: { level: number; finishFlush?: number; dictionary?: Buffer } = { level: 9 };
    if (i < parts.length - 1) options.finishFlush = zlib.Z_SYNC_FLUSH;
    if (withDictionary && i > 0) {
      window = Buffer.concat([window, parts[i - 1]!, BLANK_NONCE]);
      window = window.subarray(Math.max(0, window.length - DEFLATE_WINDOW));
      options.dictionary = window;
    }
    return deflateRawSync(part, options);
  });
  let blankCrc = crc32(parts[0]!);
  let size = parts[0]!.length;
  for (const part of parts.slice(1)) {
    blankCrc = crc32(part, crc32(BLANK_NONCE, blankCrc));
    size += NONCE_CHARS + part.length;
  }
  let nonceWeight = 0;
  let after = size;
  for (const [i, part] of parts.entries()) {
    after -= part.length;
    if (i < parts.length - 1) {
      after -= NONCE_CHARS;
      nonceWeight ^= crcShift(after);
    }
  }
  return { deflated, blankCrc, nonceWeight, size };
}

// CRC-32 arithmetic after zlib's crc32.c (crc32_combine): polynomials modulo P, in reflected bit order.
const CRC_POLY = 0xedb88320;

/** a·b modulo P. */
function multModP(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo P, k = 0…31. */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) {
  X2N.push(p);
  p = multModP(p, p);
}

/** x^(8·bytes) modulo P: multiplying a CRC's linear part by it appends that many zero bytes. */
function crcShift(bytes: number): number {
  let p = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
  }
  return p;
}

const BLANK_NONCE_CRC = crc32(BLANK_NONCE);

/** isbot's one large regular expression, remembered per User-Agent: visitors' browsers repeat a lot. */
const botAgents = new Map<string, boolean>();
function isBot(userAgent: string): boolean {
  let bot = botAgents.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (botAgents.size >= 1000) botAgents.clear();
    botAgents.set(userAgent, bot);
  }
  return bot;
}

// Tokens, hashes and field encryption. Tokens are random and opaque; only their SHA-256 is stored, so a
// copy of the database signs no one in. Identity numbers (Aadhaar) are sealed with AES-256-GCM.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A random token with `bytes` of entropy, URL-safe. 32 bytes = 256 bits. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** A numeric code for people to type (reset codes); its safety comes from expiry and tries, not length. */
export function newDigits(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Seals short secrets (Aadhaar). The key is derived per purpose, so one key never serves two uses. */
export class FieldCipher {
  readonly #key: Buffer;

  constructor(secret: string, purpose: string) {
    this.#key = Buffer.from(hkdfSync("sha256", secret, "vetan-field-cipher", purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v1", iv.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
  }

  open(sealed: string): string {
    const [version, iv, body, tag] = sealed.split(".");
    if (version !== "v1" || !iv || !body || !tag) throw new Error("Not a sealed value");
    const decipher = createDecipheriv("aes-256-gcm", this.#key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  }
}

/** The cipher that seals Aadhaar numbers at rest: its own key when set, else one derived from the session secret. */
export const aadhaarCipher = (env: { DATA_ENCRYPTION_KEY?: string | undefined; SESSION_SECRET: string }) =>
  new FieldCipher(env.DATA_ENCRYPTION_KEY ?? env.SESSION_SECRET, "aadhaar");

/** The cipher that seals webhook signing secrets at rest (decision 033): the same key, its own purpose. */
export const webhookCipher = (env: { DATA_ENCRYPTION_KEY?: string | undefined; SESSION_SECRET: string }) => new FieldCipher(env.DATA_ENCRYPTION_KEY ?? env.SESSION_SECRET, "webhook-secret");

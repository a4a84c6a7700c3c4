// The key page's browser-side pieces (SPEC.md §2 Key ID and Key Secret, DESIGN.md show-once): the CSV is
// built here from the same GenerateKeys answer the page shows — the secret is never fetched again.
export const KEYS_CSV_NAME = "key_id_and_key_secret.csv";
export const GENERATE_KEYS_URL = "/api/SuperAdmin/GenerateKeys";
export const GET_GENERATED_KEYS_URL = "/api/SuperAdmin/GetGeneratedKeys";

export interface GeneratedKeys {
  keyid: string;
  keysecret: string;
}

/** What the page is opened with (SPEC.md §2: navigation state). */
export interface KeysPageState {
  firmId: string;
  empId: string;
  queryId?: string;
  user_phone: string;
}

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The file's text: a header row and one row with the key. */
export function keysCsv(keys: GeneratedKeys): string {
  return `keyid,keysecret\r\n${csvCell(keys.keyid)},${csvCell(keys.keysecret)}\r\n`;
}

/** Saves the CSV through a Blob link; nothing leaves the browser. */
export function downloadKeysCsv(keys: GeneratedKeys): void {
  const url = URL.createObjectURL(new Blob([keysCsv(keys)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = KEYS_CSV_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the object URL is no longer needed after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Navigation state from another page, if it has the fields the key page needs. */
export function readKeysState(state: unknown): KeysPageState | null {
  if (typeof state !== "object" || state === null) return null;
  const s = state as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
  const firmId = text(s.firmId);
  const empId = text(s.empId);
  const phone = text(s.user_phone);
  if (!firmId || !empId || !phone) return null;
  const queryId = text(s.queryId);
  return { firmId, empId, user_phone: phone, ...(queryId ? { queryId } : {}) };
}

/** The secret as the page shows it while hidden: the same shape GetGeneratedKeys uses (last 4 visible). */
export function maskedSecret(secret: string): string {
  return secret ? `${"•".repeat(12)}${secret.slice(-4)}` : "";
}

interface KeysAnswer {
  status?: string;
  result?: string;
  keyid?: string;
  keysecret?: string;
}

async function post(url: string, body: object): Promise<KeysAnswer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return ((await response.json().catch(() => ({}))) ?? {}) as KeysAnswer;
}

/** GetGeneratedKeys: the live key with its secret masked, or null when there is none. */
export async function fetchLiveKey(ids: Pick<KeysPageState, "firmId" | "empId">): Promise<GeneratedKeys | null> {
  const answer = await post(GET_GENERATED_KEYS_URL, { firmid: ids.firmId, empid: ids.empId });
  return answer.status === "0" && answer.keyid && answer.keysecret ? { keyid: answer.keyid, keysecret: answer.keysecret } : null;
}

/** GenerateKeys: the new pair and the server's message, or null when it did not succeed. */
export async function generateKeys(ids: KeysPageState): Promise<{ keys: GeneratedKeys; result: string } | null> {
  const answer = await post(GENERATE_KEYS_URL, {
    firmid: ids.firmId,
    empid: ids.empId,
    mobile: ids.user_phone,
    ...(ids.queryId ? { query_id: ids.queryId } : {}),
  });
  if (answer.status !== "0" || !answer.keyid || !answer.keysecret) return null;
  return { keys: { keyid: answer.keyid, keysecret: answer.keysecret }, result: answer.result ?? "" };
}

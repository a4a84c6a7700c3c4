// Once per run: the stand-in SMS gateway the server under test sends its texts to.
import { startSmsInbox } from "./sms-inbox.ts";

export default async function globalSetup() {
  const inbox = await startSmsInbox();
  return () => new Promise<void>((resolve) => inbox.close(() => resolve()));
}

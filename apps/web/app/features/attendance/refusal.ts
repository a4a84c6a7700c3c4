// A refusal of a whole form (one with no field of its own: not allowed, changed meanwhile) said inside the
// form. The toast says it too, but a modal dialog hides what is outside it.
import { useState } from "react";
import type { SaveResult } from "../../components/console-kit.tsx";

export function useRefusal(): [string, (result: SaveResult<unknown>) => void] {
  const [refusal, setRefusal] = useState("");
  const note = (result: SaveResult<unknown>) => setRefusal(!result.ok && Object.keys(result.fields).length === 0 ? (result.message ?? "") : "");
  return [refusal, note];
}

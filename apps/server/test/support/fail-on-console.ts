// An unexpected console.error or console.warn is a bug somewhere; make it fail the test that caused it.
import { afterEach, vi } from "vitest";

const seen: string[] = [];
for (const level of ["error", "warn"] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    seen.push(`console.${level}: ${args.map(String).join(" ")}`);
  });
}

afterEach(() => {
  if (seen.length > 0) {
    const messages = seen.splice(0);
    throw new Error(`Unexpected console output:\n${messages.join("\n")}`);
  }
});

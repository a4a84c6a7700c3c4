/** A problem with the input or the rule tables that a payroll officer can act on. Never a bug. */
export class PayrollError extends Error {
  readonly path: string | undefined;
  constructor(message: string, path?: string) {
    super(message);
    this.name = "PayrollError";
    this.path = path;
  }
}

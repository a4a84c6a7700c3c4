export * from "./click.ts";
export * from "./contact.ts";
export * from "./errors.ts";
export * from "./fields.ts";
export * from "./money.ts";
export * from "./site.ts";

// Identifier checks live in @vetan/shared (the firm form and the payroll engine use the same rules).
export * from "@vetan/shared/ids";

// Short interface texts fixed by SPEC.md, kept in one place so every screen uses the same wording.

export const ui = {
  /** Full-screen overlay shown while the global transaction-loader flag is on (SPEC.md §1). */
  loadingOverlay: "Please Wait",
  viewPricing: "View Pricing",
  talkToExpert: "Talk to an Expert",
  scheduleCall: "Schedule a call",
} as const;

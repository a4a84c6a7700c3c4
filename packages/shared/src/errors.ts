// The one error shape every API answer uses. The site contract (SPEC.md §7) reads `status` and `result`;
// `code` is for programs and `errors` carries one message per field for forms.
export interface ErrorBody {
  status: "1";
  code: string;
  result: string;
  errors?: Record<string, string>;
}

/** SPEC.md §7: success is the text "0". */
export const STATUS_OK = "0" as const;

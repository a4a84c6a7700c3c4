// An email address that wraps where a reader expects it to — after the @ and before a dot — rather than
// letter by letter at the edge of a narrow column. The breaks are <wbr>: nothing is added to what is copied.
import { Fragment } from "react";
import "../../styles/people-more.css";

/** "meera.iyer@firm.example" → ["meera", ".iyer@", "firm", ".example"]: the pieces between the places it may wrap. */
export const emailParts = (email: string) => email.split(/(?<=@)|(?=\.)/).filter((p) => p !== "");

export function EmailText({ email }: { email: string }) {
  let offset = 0;
  return (
    <span className="email-text">
      {emailParts(email).map((part) => {
        const at = offset;
        offset += part.length;
        return (
          <Fragment key={at}>
            {at > 0 && <wbr />}
            {part}
          </Fragment>
        );
      })}
    </span>
  );
}

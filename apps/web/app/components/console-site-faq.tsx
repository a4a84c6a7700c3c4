// Adding or editing one FAQ item: question and answer (plain text; a blank line starts a new paragraph on
// /faq). Checked with the shared schema, then POST /faq or PUT /faq/:id.
import { type AdminFaq, FAQ_LIMITS, FaqInputSchema } from "@vetan/shared/admin-site";
import { useState } from "react";
import { Field } from "./accounts-field.tsx";
import { noRef, SiteForm, useSiteSubmit } from "./console-site-form.tsx";

export function FaqEditor({ item, onDone }: { item: AdminFaq | null; onDone(): void }) {
  const [values, setValues] = useState({ question: item?.question ?? "", answer: item?.answer ?? "" });
  const { errors, submit, clear } = useSiteSubmit();
  const id = item ? `faq-${item.id}` : "faq-new";
  const change = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };
  const save = async () => {
    const ok = item
      ? await submit(FaqInputSchema, values, `/faq/${item.id}`, "PUT", "FAQ item saved")
      : await submit(FaqInputSchema, values, "/faq", "POST", "FAQ item added");
    if (ok) onDone();
    return ok;
  };
  return (
    <SiteForm label={item ? "Edit FAQ item" : "New FAQ item"} submitLabel={item ? "Save" : "Add FAQ item"} onSubmit={save} onCancel={onDone} formError={errors._}>
      <Field id={`${id}-question`} label="Question" value={values.question} error={errors.question} onChange={change("question")} ref={noRef} autoComplete="off" />
      <Field
        id={`${id}-answer`}
        label="Answer"
        control="textarea"
        rows={6}
        value={values.answer}
        error={errors.answer}
        onChange={change("answer")}
        ref={noRef}
        hint={`Plain text, up to ${FAQ_LIMITS.answer.toLocaleString("en-IN")} characters. Leave a blank line to start a new paragraph.`}
      />
    </SiteForm>
  );
}

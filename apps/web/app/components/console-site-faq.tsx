// Adding or editing one FAQ item: question and answer (plain text; a blank line starts a new paragraph on
// /faq). Checked with the shared schema, then POST /faq or PUT /faq/:id.
import { type AdminFaq, FAQ_LIMITS, FaqInputSchema } from "@vetan/shared/admin-site";
import { Field } from "./accounts-field.tsx";
import { useConsoleForm } from "./console-form.ts";
import { SiteForm } from "./console-site-form.tsx";

export function FaqEditor({ item, onDone }: { item: AdminFaq | null; onDone(): void }) {
  const { values, errors, submit, field } = useConsoleForm(item ? `faq-${item.id}` : "faq-new", { question: item?.question ?? "", answer: item?.answer ?? "" });
  const save = async () => {
    const saved = item
      ? await submit(FaqInputSchema, values, `/faq/${item.id}`, "PUT", "FAQ item saved")
      : await submit(FaqInputSchema, values, "/faq", "POST", "FAQ item added");
    if (saved.ok) onDone();
    return saved.ok;
  };
  return (
    <SiteForm label={item ? "Edit FAQ item" : "New FAQ item"} submitLabel={item ? "Save" : "Add FAQ item"} onSubmit={save} onCancel={onDone} formError={errors._}>
      <Field {...field("question")} label="Question" autoComplete="off" />
      <Field
        {...field("answer")}
        label="Answer"
        control="textarea"
        rows={6}
        hint={`Plain text, up to ${FAQ_LIMITS.answer.toLocaleString("en-IN")} characters. Leave a blank line to start a new paragraph.`}
      />
    </SiteForm>
  );
}

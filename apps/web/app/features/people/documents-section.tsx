// A person's documents on their profile, for those who see their private fields (the person, their HR and
// admins): the list with a download link for each, an upload (the file itself is the request's body; its
// kind and title travel in the address) and, where the server allows, Remove after a confirmation. A
// refused file (wrong type, too large) is named beside the file input.
import { fieldErrors } from "@vetan/shared/fields";
import { useId, useRef, useState } from "react";
import { FieldFrame, fieldAria, Field } from "../../components/accounts-field.tsx";
import { ConsoleConfirm } from "../../components/console-confirm.tsx";
import { LoadedPart, useApiSave } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { firmApi } from "../../lib/api.ts";
import { formatWhen } from "../../lib/dashboard-format.ts";
import { useFirmData } from "../../lib/use-firm-data.ts";
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentView,
  DocumentUploadSchema,
  documentPath,
  documentsPath,
  downloadHref,
  fileKind,
  fileProblem,
  fileSize,
  uploadPath,
} from "./documents.ts";

const KIND_CHOICES = DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_KIND_LABELS[k] }));

export function DocumentsSection({ employeeId, name }: { employeeId: string; name: string }) {
  const documents = useFirmData<{ data: DocumentView[] }>(documentsPath(employeeId), "Could not load the documents.");
  const [removing, setRemoving] = useState<DocumentView | null>(null);
  const save = useApiSave(firmApi);

  async function remove(doc: DocumentView) {
    setRemoving(null);
    if ((await save(documentPath(employeeId, doc.id), "DELETE", undefined, `${doc.title} removed`)).ok) documents.reload();
  }

  const columns: Column<DocumentView>[] = [
    {
      label: "Document",
      cell: (d) => (
        <a href={downloadHref(employeeId, d.id)} download className="doc-link">
          {d.title}
          <span className="visually-hidden"> (download {fileKind(d.content_type)})</span>
        </a>
      ),
    },
    { label: "Kind", cell: (d) => DOCUMENT_KIND_LABELS[d.kind] ?? d.kind },
    { label: "File", cell: (d) => <span className="doc-file">{`${fileKind(d.content_type)}, ${fileSize(d.bytes)}`}</span> },
    { label: "Uploaded", cell: (d) => `${formatWhen(d.created_at)}${d.uploaded_by ? ` by ${d.uploaded_by}` : ""}` },
    {
      label: "Actions",
      cell: (d) =>
        d.can_remove && (
          <button type="button" className="button button--ghost button--small site-danger" onClick={() => setRemoving(d)}>
            Remove<span className="visually-hidden"> {d.title}</span>
          </button>
        ),
    },
  ];
  // The Actions column only when there is something the viewer may remove.
  const columnsFor = (docs: DocumentView[]) => (docs.some((d) => d.can_remove) ? columns : columns.slice(0, -1));

  return (
    <DashboardPanel id="documents" title="Documents">
      <LoadedPart loaded={documents.loaded}>
        {({ data }) => (
          <div className="settings-table doc-table">
            <DataTable caption={`${name}'s documents`} columns={columnsFor(data)} rows={data} rowKey={(d) => d.id} empty="No documents yet." />
          </div>
        )}
      </LoadedPart>
      <UploadForm employeeId={employeeId} onUploaded={documents.reload} />
      {removing && (
        <ConsoleConfirm title="Remove this document?" confirm="Remove" onConfirm={() => remove(removing)} onCancel={() => setRemoving(null)}>
          <p>
            “{removing.title}” will no longer be listed or downloadable. The firm's audit log keeps a record of the removal.
          </p>
        </ConsoleConfirm>
      )}
    </DashboardPanel>
  );
}

const FILE_HINT = "A PDF, JPEG, PNG or WebP file of up to 10 MB. On a phone you can take a photo of the paper.";

interface UploadProps {
  employeeId: string;
  onUploaded(): void;
  /** A fixed kind (tax proofs): no Kind choice is offered. */
  kind?: DocumentKind;
  heading?: string;
  titleHint?: string;
}

/** The upload form: a file, its kind (unless fixed) and a title. Also the tax declaration's proofs. */
export function UploadForm({ employeeId, onUploaded, kind: fixedKind, heading = "Upload a document", titleHint = "Like “PAN card” or “Degree certificate”." }: UploadProps) {
  const id = useId();
  const fileId = `${id}-file`;
  const input = useRef<HTMLInputElement>(null);
  const [chosenKind, setKind] = useState("");
  const kind = fixedKind ?? chosenKind;
  const [title, setTitle] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiSave(firmApi);
  const drop = (key: string) => setErrors(({ [key]: _, ...rest }) => rest);

  const { form, busy, submit } = useFormSubmit(async () => {
    const file = input.current?.files?.[0];
    const checked = DocumentUploadSchema.safeParse({ kind, title });
    const wrongFile = fileProblem(file);
    const problems = { ...(wrongFile ? { file: wrongFile } : {}), ...(checked.success ? {} : fieldErrors(checked.error)) };
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !file) return false;
    const sent = await save<DocumentView>(uploadPath(employeeId, kind, title), "POST", file, (d) => `${d.title} uploaded`);
    if (!sent.ok) {
      // A file the server will not keep (415) or one too large (413) is named beside the file input.
      const fileMessage = sent.fields.file ?? (sent.status === 413 || sent.status === 415 ? sent.message : undefined);
      setErrors({ ...sent.fields, ...(fileMessage ? { file: fileMessage } : {}) });
      return false;
    }
    setTitle("");
    setKind("");
    if (input.current) input.current.value = "";
    onUploaded();
    return true;
  });

  return (
    <form ref={form} className="doc-upload" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h3 id={`${id}-title`} className="doc-upload__title">
        {heading}
      </h3>
      <div className="acc-grid">
        <FieldFrame id={fileId} label="File" error={errors.file} hint={FILE_HINT} wide>
          <input ref={input} id={fileId} name="file" type="file" accept={DOCUMENT_ACCEPT} {...fieldAria(fileId, errors.file, FILE_HINT)} onChange={() => drop("file")} />
        </FieldFrame>
        {!fixedKind && (
          <Field
            id={`${id}-kind`}
            label="Kind"
            value={kind}
            error={errors.kind}
            control="select"
            options={KIND_CHOICES}
            placeholder="Choose a kind"
            onChange={(v) => {
              setKind(v);
              drop("kind");
            }}
          />
        )}
        <Field
          id={`${id}-name`}
          label="Title"
          value={title}
          error={errors.title}
          autoComplete="off"
          maxLength={120}
          hint={titleHint}
          onChange={(v) => {
            setTitle(v);
            drop("title");
          }}
        />
      </div>
      <button type="submit" className="button button--small" disabled={busy}>
        {busy ? "Uploading…" : "Upload"}
      </button>
    </form>
  );
}

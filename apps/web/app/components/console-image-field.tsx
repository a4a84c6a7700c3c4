// One picture in a console form (a post's cover, an image block, a video's poster, an author's picture):
// upload a file (POST /images — the server reads its type from the bytes; this only spares a pointless
// upload), choose one already uploaded, or type its address; then its alt text, title and description.
// The picture's pixel size comes with the upload or the pick, so pages reserve its space.
import { type AdminImage, IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, IMAGE_TYPES } from "@vetan/shared/admin-content";
import { useId, useRef, useState } from "react";
import { ApiError, adminApi } from "../lib/api.ts";
import type { ImageDraft } from "../lib/console-post-draft.ts";
import { useLoader, useToast } from "../lib/feedback.tsx";
import { Field } from "./accounts-field.tsx";
import { ConsoleImageLibrary } from "./console-image-library.tsx";

type Part = "url" | "alt" | "title" | "desc";

interface Props {
  /** Starts every control's id. */
  id: string;
  legend: string;
  value: ImageDraft;
  onChange(next: ImageDraft): void;
  errors: Partial<Record<Part | "width" | "height", string | undefined>>;
  /** Alt text, title and description (an author's picture has none: it sits beside their name). */
  describe?: boolean;
  /** The picture may be left out: offers Remove. */
  optional?: boolean;
}

export function ConsoleImageField({ id, legend, value, onChange, errors, describe = true, optional = false }: Props) {
  const file = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState("");
  const [picking, setPicking] = useState(false);
  const { setLoading } = useLoader();
  const toast = useToast();
  const uploadErrorId = useId();
  const set = (part: Part, text: string) => onChange({ ...value, [part]: text, ...(part === "url" ? { width: null, height: null } : {}) });
  const use = (image: AdminImage) => onChange({ ...value, url: image.url, width: image.width, height: image.height });

  async function upload(chosen: File) {
    setUploadError("");
    if (chosen.size > IMAGE_MAX_BYTES) return setUploadError(IMAGE_SIZE_MESSAGE);
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) return setUploadError(IMAGE_TYPE_MESSAGE);
    setLoading(true);
    try {
      use(await adminApi<AdminImage>("/images", { method: "POST", body: chosen }));
      toast("Image uploaded");
    } catch (error) {
      setUploadError(error instanceof ApiError ? error.message : "The upload failed. Please try again.");
    } finally {
      setLoading(false);
      if (file.current) file.current.value = "";
    }
  }

  return (
    <fieldset className="img-field">
      <legend className="img-field__legend">
        {legend}
        {optional && <span className="img-field__optional"> (optional)</span>}
      </legend>
      <div className="img-field__top">
        <div className="img-field__preview">
          {value.url ? (
            <img src={value.url} alt="" width={value.width ?? 320} height={value.height ?? 180} decoding="async" />
          ) : (
            <span className="img-field__none">No image</span>
          )}
        </div>
        <div className="img-field__actions">
          <div className="img-field__buttons">
            <button type="button" className="button button--small" aria-describedby={uploadError ? uploadErrorId : undefined} onClick={() => file.current?.click()}>
              Upload image<span className="visually-hidden"> for {legend}</span>
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => setPicking(true)}>
              Choose from library<span className="visually-hidden"> for {legend}</span>
            </button>
            {optional && value.url && (
              <button type="button" className="button button--ghost button--small" onClick={() => onChange({ ...value, url: "", width: null, height: null })}>
                Remove<span className="visually-hidden"> {legend}</span>
              </button>
            )}
          </div>
          <input
            ref={file}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={`${legend}: image file`}
            accept={IMAGE_TYPES.join(",")}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              if (chosen) void upload(chosen);
            }}
          />
          <p className="acc-field__hint">JPEG, PNG or WebP, up to 5 MB.{value.width && value.height ? ` This one is ${value.width}×${value.height} px.` : ""}</p>
          {uploadError && (
            <p id={uploadErrorId} className="acc-field__error" role="alert">
              {uploadError}
            </p>
          )}
        </div>
      </div>
      <div className="img-field__grid">
        <Field id={`${id}-url`} label="Image address" value={value.url} error={errors.url ?? errors.width ?? errors.height} onChange={(v) => set("url", v)} wide hint="Filled in by an upload or a pick; or a path on this site, or an https:// address." />
        {describe && (
          <>
            <Field id={`${id}-alt`} label="Alt text" value={value.alt} error={errors.alt} onChange={(v) => set("alt", v)} wide hint="What the picture shows, for people who cannot see it." />
            <Field id={`${id}-title`} label="Image title" value={value.title} error={errors.title} onChange={(v) => set("title", v)} />
            <Field id={`${id}-desc`} label="Description" value={value.desc} error={errors.desc} onChange={(v) => set("desc", v)} hint="Shown as the caption under an image block." />
          </>
        )}
      </div>
      {picking && (
        <ConsoleImageLibrary
          onClose={() => setPicking(false)}
          onPick={(image) => {
            use(image);
            setPicking(false);
          }}
        />
      )}
    </fieldset>
  );
}

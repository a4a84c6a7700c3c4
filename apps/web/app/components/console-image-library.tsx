// The console's picture library: every uploaded image, newest first, to pick one for a cover, an image block
// or an author. A modal dialog; each picture is a button naming its size and upload day.
import type { AdminImage } from "@vetan/shared/admin-content";
import { useEffect, useState } from "react";
import { ApiError, adminApi } from "../lib/api.ts";
import { formatDay } from "../lib/dashboard-format.ts";
import { ConsoleFallback } from "./console-kit.tsx";
import { Dialog } from "./dialog.tsx";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-IN")} KB`;

export function ConsoleImageLibrary({ onPick, onClose }: { onPick(image: AdminImage): void; onClose(): void }) {
  const [images, setImages] = useState<AdminImage[] | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    const load = new AbortController();
    adminApi<{ data: AdminImage[] }>("/images", { signal: load.signal })
      .then((answer) => setImages(answer.data))
      .catch((e: unknown) => {
        if (!load.signal.aborted) setError(e instanceof ApiError ? e.message : "Could not load the images.");
      });
    return () => load.abort();
  }, []);

  let body: React.ReactNode;
  if (error) body = <p className="dash-error" role="alert">{error}</p>;
  else if (!images) body = <ConsoleFallback />;
  else if (images.length === 0) body = <p className="dash-empty">No images uploaded yet. Close this and use Upload image.</p>;
  else
    body = (
      <ul className="img-library" aria-label="Uploaded images, newest first">
        {images.map((image) => (
          <li key={image.name}>
            <button type="button" className="img-library__pick" onClick={() => onPick(image)}>
              <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />
              <span className="img-library__facts">
                <span className="visually-hidden">Use this image: </span>
                {image.width}×{image.height} px · {kilobytes(image.bytes)}
                <span className="img-library__day">{formatDay(image.uploaded_at)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <Dialog
      open
      title="Choose an image"
      onClose={onClose}
      actions={
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
      }
    >
      {body}
    </Dialog>
  );
}

// The spinner image the blog screens show while their data loads (SPEC.md §2). `full` fills the viewport
// below the header, as the blog detail page asks for.
export const SPINNER_SRC = "/images/blog/spinner.svg";

export function BlogSpinner({ label, full = false }: { label: string; full?: boolean }) {
  return (
    <output className={`blog-spinner${full ? " blog-spinner--full" : ""}`}>
      <img src={SPINNER_SRC} alt="" width="48" height="48" />
      <span className="visually-hidden">{label}</span>
    </output>
  );
}

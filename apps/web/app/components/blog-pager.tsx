// Prev / 'Page X of Y' / Next under the blog list (SPEC.md §2, §4): Prev is disabled on page 1, Next on the
// last page. A GET form, so the buttons also work before the page's script has loaded; React Router's
// <Form> turns the submission into a client navigation once it has.
import { Form } from "react-router";

export function BlogPager({ page, totalPages, query }: { page: number; totalPages: number; query: string }) {
  return (
    <Form method="get" action="/Blogs" className="blog-pager" aria-label="Blog pages">
      {query.trim() && <input type="hidden" name="q" value={query} />}
      <button className="button button--ghost button--small" type="submit" name="page" value={page - 1} disabled={page <= 1}>
        Prev
      </button>
      <p className="blog-pager__status" aria-live="polite">
        {`Page ${page} of ${totalPages}`}
      </p>
      <button className="button button--ghost button--small" type="submit" name="page" value={page + 1} disabled={page >= totalPages}>
        Next
      </button>
    </Form>
  );
}

// The editor's preview: the unsaved post exactly as /blog/{slug} would show it — the server sanitises and
// presents it as the public detail call does (POST /posts/preview), and the public page's own components
// draw it, with 'Related Blogs' beside it. Its links stay put, so a click cannot lose unsaved work.
import type { BlogDetail, BlogListItem } from "@vetan/shared";
import { PostView } from "./blog-post-view.tsx";

interface Props {
  post: BlogDetail;
  related: BlogListItem[];
  onLink(): void;
}

export function ConsolePostPreview({ post, related, onLink }: Props) {
  return (
    // Only stops the preview's own links from leaving the editor; a link pressed with the keyboard arrives as a click too.
    <div
      className="post-preview"
      onClickCapture={(event) => {
        if ((event.target as HTMLElement).closest("a")) {
          event.preventDefault();
          onLink();
        }
      }}
    >
      <p className="post-preview__note" tabIndex={-1}>Preview — this is how the post will look on the site. Nothing here is saved until you press Save.</p>
      <PostView post={post} related={related} />
    </div>
  );
}

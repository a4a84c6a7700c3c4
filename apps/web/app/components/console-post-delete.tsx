// Delete a post, after a confirmation dialog that names it. On success the console goes back to the list
// (the post's own screen has nothing left to show).
import type { AdminPost } from "@vetan/shared/admin-content";
import { useState } from "react";
import { useNavigate } from "react-router";
import { consolePath } from "../content/console-nav.ts";
import { ApiError, adminApi } from "../lib/api.ts";
import { useLoader, useToast } from "../lib/feedback.tsx";
import { ConsoleConfirm } from "./console-confirm.tsx";

/** `onDeleted` runs just before the console leaves the deleted post's screen. */
export function ConsolePostDelete({ post, onDeleted }: { post: AdminPost; onDeleted(): void }) {
  const [asking, setAsking] = useState(false);
  const { setLoading } = useLoader();
  const toast = useToast();
  const navigate = useNavigate();

  async function remove() {
    setAsking(false);
    setLoading(true);
    try {
      await adminApi(`/posts/${post.id}`, { method: "DELETE" });
      toast("Post deleted");
      onDeleted();
      navigate(consolePath("posts"), { replace: true });
    } catch (error) {
      toast(error instanceof ApiError ? error.message : "Could not delete the post. Please try again.", "error");
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <button type="button" className="button button--ghost post-actions__delete" onClick={() => setAsking(true)}>
        Delete post
      </button>
      {asking && (
        <ConsoleConfirm title="Delete this post?" onCancel={() => setAsking(false)} onConfirm={remove}>
          <p>
            “{post.title}” will be removed{post.status === "published" ? " from the site" : ""} for good. This cannot be undone.
          </p>
        </ConsoleConfirm>
      )}
    </>
  );
}

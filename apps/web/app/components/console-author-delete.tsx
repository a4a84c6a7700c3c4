// Delete an author, after asking. The server refuses while they have posts and says how many; that message
// is shown as it comes.
import type { AdminAuthor } from "@vetan/shared/admin-content";
import { useState } from "react";
import { useApiSave } from "./console-kit.tsx";
import { ConsoleConfirm } from "./console-confirm.tsx";

export function ConsoleAuthorDelete({ author }: { author: AdminAuthor }) {
  const [asking, setAsking] = useState(false);
  const save = useApiSave();
  return (
    <>
      <button type="button" className="button button--ghost button--small" onClick={() => setAsking(true)}>
        Delete<span className="visually-hidden"> {author.name}</span>
      </button>
      {asking && (
        <ConsoleConfirm
          title={`Delete ${author.name}?`}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            setAsking(false);
            await save(`/authors/${author.id}`, "DELETE", undefined, `${author.name} deleted`);
          }}
        >
          <p>
            {author.posts > 0
              ? `${author.name} has ${author.posts === 1 ? "1 post" : `${author.posts} posts`}; an author with posts cannot be deleted until the posts have another author.`
              : `Their page /author/${author.slug} goes away. This cannot be undone.`}
          </p>
        </ConsoleConfirm>
      )}
    </>
  );
}

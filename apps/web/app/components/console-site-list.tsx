// The list every site-settings screen shows (FAQ items, plans, plan modules, SEO pages): each item with
// Edit and Delete, and — where the order is the site's order — Move up / Move down, which save the whole
// new order at once. One item is edited at a time, in place; a new one is added above the list. Delete
// asks first. Focus stays where the keyboard left it: on the moved item's button, on the edited item's
// Edit button after a save or cancel.
import { useEffect, useRef, useState } from "react";
import { moveItem } from "../lib/move-item.ts";
import { useApiSave } from "./console-kit.tsx";
import { DashboardPanel } from "./dashboard-shell.tsx";
import { ConsoleConfirm } from "./console-confirm.tsx";

interface SiteListProps<T> {
  /** The panel's id; item controls are found under it. */
  id: string;
  title: string;
  /** What one item is called: "FAQ item", "plan". */
  what: string;
  items: T[];
  keyOf(item: T): number;
  /** The item's name for buttons and the delete question. */
  nameOf(item: T): string;
  summary(item: T): React.ReactNode;
  /** The form for an item, or for a new one (null); it calls close() when saved or cancelled. */
  editor(item: T | null, close: () => void): React.ReactNode;
  /** PUT with { ids } in the new order; absent when the list has no order of its own. */
  orderPath?: string;
  deletePath(item: T): string;
  /** What deleting this item also does, said in the confirmation. */
  deleteNote?(item: T): React.ReactNode;
  empty: string;
}

type Editing = number | "new" | null;
type Focus = { key: number | "add"; control: "up" | "down" | "edit" };

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function SiteList<T>(props: SiteListProps<T>) {
  const { id, title, what, items, keyOf, nameOf, summary, editor, orderPath, deletePath, deleteNote, empty } = props;
  const save = useApiSave();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusNext = useRef<Focus | null>(null);

  // After a move, a save, a cancel or a delete the list re-renders; then the remembered control gets focus
  // back (a moved item's button may now be disabled at an end of the list: its other move button takes
  // it). Only those renders: 'Please Wait' re-renders the list too, before the items have moved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the triggers, not inputs
  useEffect(() => {
    const want = focusNext.current;
    if (!want || !panel.current) return;
    focusNext.current = null;
    const root = panel.current;
    const find = (control: string) =>
      root.querySelector<HTMLButtonElement>(want.key === "add" ? "[data-site-add]" : `[data-site-item="${want.key}"] [data-site-control="${control}"]`);
    const target = find(want.control);
    const fallback = want.control === "up" ? "down" : want.control === "down" ? "up" : "edit";
    (target && !target.disabled ? target : (find(fallback) ?? root.querySelector<HTMLButtonElement>("[data-site-add]")))?.focus();
  }, [items, editing, deleting]);

  function close(key: number | "add") {
    focusNext.current = { key, control: "edit" };
    setEditing(null);
  }

  async function move(index: number, by: -1 | 1) {
    if (!orderPath) return;
    const item = items[index];
    if (item === undefined) return;
    const ids = moveItem(items, index, by).map(keyOf);
    focusNext.current = { key: keyOf(item), control: by < 0 ? "up" : "down" };
    const result = await save(orderPath, "PUT", { ids }, `Moved ${by < 0 ? "up" : "down"}: ${nameOf(item)}`);
    // Refused (someone changed the list meanwhile): nothing moved, and the focus never left the button.
    if (!result.ok) focusNext.current = null;
  }

  async function confirmDelete() {
    if (deleting === null) return;
    const result = await save(deletePath(deleting), "DELETE", undefined, `${capital(what)} deleted`);
    if (result.ok) {
      if (editing === keyOf(deleting)) setEditing(null);
      focusNext.current = { key: "add", control: "edit" };
    }
    setDeleting(null);
  }

  return (
    <DashboardPanel
      id={id}
      title={title}
      actions={
        <button type="button" className="button button--small" data-site-add onClick={() => setEditing("new")} disabled={editing === "new"}>
          Add {what}
        </button>
      }
    >
      <div ref={panel} className="site-list-wrap">
        {editing === "new" && <div className="site-editor site-editor--new">{editor(null, () => close("add"))}</div>}
        {items.length === 0 ? (
          <p className="dash-empty">{empty}</p>
        ) : (
          <ol className="site-list">
            {items.map((item, index) => {
              const key = keyOf(item);
              const name = nameOf(item);
              return (
                <li key={key} className="site-item" data-site-item={key}>
                  {editing === key ? (
                    <div className="site-editor">{editor(item, () => close(key))}</div>
                  ) : (
                    <>
                      {orderPath && (
                        <span className="site-item__place" aria-hidden="true">
                          {index + 1}
                        </span>
                      )}
                      <div className="site-item__body">{summary(item)}</div>
                      <div className="site-item__actions">
                        {orderPath && (
                          <span className="site-move">
                            <button type="button" className="site-icon-button" data-site-control="up" disabled={index === 0} onClick={() => move(index, -1)}>
                              <span aria-hidden="true">↑</span>
                              <span className="visually-hidden">Move {name} up</span>
                            </button>
                            <button
                              type="button"
                              className="site-icon-button"
                              data-site-control="down"
                              disabled={index === items.length - 1}
                              onClick={() => move(index, 1)}
                            >
                              <span aria-hidden="true">↓</span>
                              <span className="visually-hidden">Move {name} down</span>
                            </button>
                          </span>
                        )}
                        <button type="button" className="button button--ghost button--small" data-site-control="edit" onClick={() => setEditing(key)}>
                          Edit<span className="visually-hidden"> {name}</span>
                        </button>
                        <button type="button" className="button button--ghost button--small site-danger" onClick={() => setDeleting(item)}>
                          Delete<span className="visually-hidden"> {name}</span>
                        </button>
                      </div>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <ConsoleConfirm open={deleting !== null} title={`Delete this ${what}?`} onCancel={() => setDeleting(null)} onConfirm={confirmDelete}>
        {deleting !== null && (
          <>
            <p className="site-dialog-name">{nameOf(deleting)}</p>
            <p>
              {deleteNote?.(deleting)} It leaves the public site at once and cannot be undone.
            </p>
          </>
        )}
      </ConsoleConfirm>
    </DashboardPanel>
  );
}

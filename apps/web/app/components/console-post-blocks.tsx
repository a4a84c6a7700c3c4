// The post's content blocks (SPEC.md §3 block types): each block a fieldset with its type, its content (HTML,
// a picture, or a video's address) and Move up / Move down / Remove buttons; a block of any type is added at
// the end. Everything is reachable by keyboard, and focus follows a moved block so the next press moves it
// again. The server sanitises the HTML when it saves; the preview shows what it keeps.
import { BLOCK_LABELS, BLOCK_TYPES, type BlockType, isHtmlBlock, MAX_BLOCKS } from "@vetan/shared/admin-content";
import { useEffect, useRef, useState } from "react";
import { type BlockDraft, imagePaths, newBlock } from "../lib/console-post-draft.ts";
import { moveItem } from "../lib/move-item.ts";
import { Field } from "./accounts-field.tsx";
import { ConsoleImageField } from "./console-image-field.tsx";

interface Props {
  blocks: BlockDraft[];
  onChange(blocks: BlockDraft[]): void;
  /** Field messages by path: "blocks.2.block_content". */
  errors: Record<string, string>;
  /** Messages under this path prefix are stale now ("blocks.2." for one block, "blocks" for them all). */
  onEdited(prefix: string): void;
}

const HINTS: Partial<Record<BlockType, string>> = {
  ul: "The list's items as HTML: <li>First</li><li>Second</li>",
  ol: "The list's items as HTML: <li>First</li><li>Second</li>",
  a: 'A whole link: <a href="https://…">its text</a>',
  code: "Code inside a sentence; for several lines use Preformatted text.",
  pre: "Kept exactly as typed, in a fixed-width font.",
};
/** The block types as a select's options: each block's Type and the New block choice. */
const TYPE_OPTIONS = BLOCK_TYPES.map((t) => (
  <option key={t} value={t}>
    {BLOCK_LABELS[t]}
  </option>
));
const HTML_HINT = "Text with simple HTML: <strong>, <em>, <a href>, <br>. Scripts, styles and event handlers are removed when saved.";

export function ConsolePostBlocks({ blocks, onChange, errors, onEdited }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [adding, setAdding] = useState<BlockType>("p");
  /** After a change, where focus goes: a block's control (by key and part) or the add control. */
  const [focus, setFocus] = useState<{ key: string; part: string } | null>(null);

  useEffect(() => {
    if (!focus) return;
    const target = root.current?.querySelector<HTMLElement>(`[data-focus="${focus.key}:${focus.part}"]`);
    target?.focus();
    setFocus(null);
  }, [focus]);

  function update(key: string, change: Partial<BlockDraft>) {
    onChange(blocks.map((b) => (b.key === key ? { ...b, ...change } : b)));
    onEdited(`blocks.${blocks.findIndex((b) => b.key === key)}.`);
  }

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= blocks.length) return;
    onChange(moveItem(blocks, index, by));
    // Messages are kept by position, which has just changed.
    onEdited("blocks");
    // At the top or bottom the pressed button goes away; its twin takes the focus.
    const part = (by === -1 && to === 0) || (by === 1 && to === blocks.length - 1) ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down";
    setFocus({ key: blocks[index]!.key, part });
  }

  function remove(index: number) {
    const next = blocks.filter((_, i) => i !== index);
    onChange(next);
    onEdited("blocks");
    const neighbour = next[index] ?? next[index - 1];
    setFocus(neighbour ? { key: neighbour.key, part: "type" } : { key: "add", part: "type" });
  }

  function add() {
    const block = newBlock(adding);
    onChange([...blocks, block]);
    onEdited("blocks");
    setFocus({ key: block.key, part: "type" });
  }

  return (
    <div ref={root} className="post-blocks">
      {blocks.length === 0 ? (
        <p className="dash-empty">No blocks yet. Add the first one below.</p>
      ) : (
        <ol className="post-blocks__list">
          {blocks.map((block, i) => {
            const at = (field: string) => errors[`blocks.${i}.${field}`];
            const label = `Block ${i + 1}: ${BLOCK_LABELS[block.type]}`;
            return (
              <li key={block.key} className="post-block" data-type={block.type}>
                <fieldset className="post-block__frame">
                  <legend className="post-block__legend">{label}</legend>
                  <div className="post-block__bar">
                    <div className="post-block__type acc-field">
                      <label htmlFor={`${block.key}-type`}>Type</label>
                      <select
                        id={`${block.key}-type`}
                        data-focus={`${block.key}:type`}
                        value={block.type}
                        aria-invalid={at("block_type") ? true : undefined}
                        onChange={(e) => update(block.key, { type: e.target.value as BlockType })}
                      >
                        {TYPE_OPTIONS}
                      </select>
                    </div>
                    <div className="post-block__tools">
                      {i > 0 && (
                        <button type="button" className="button button--ghost button--small" data-focus={`${block.key}:up`} onClick={() => move(i, -1)}>
                          Move up<span className="visually-hidden"> block {i + 1}</span>
                        </button>
                      )}
                      {i < blocks.length - 1 && (
                        <button type="button" className="button button--ghost button--small" data-focus={`${block.key}:down`} onClick={() => move(i, 1)}>
                          Move down<span className="visually-hidden"> block {i + 1}</span>
                        </button>
                      )}
                      <button type="button" className="button button--ghost button--small post-block__remove" onClick={() => remove(i)}>
                        Remove<span className="visually-hidden"> block {i + 1}</span>
                      </button>
                    </div>
                  </div>
                  {isHtmlBlock(block.type) && (
                    <Field
                      id={`${block.key}-content`}
                      label={block.type === "a" ? "Link (HTML)" : "Content (HTML)"}
                      control="textarea"
                      rows={block.type === "p" || block.type === "pre" || block.type === "ul" || block.type === "ol" ? 4 : 2}
                      value={block.content}
                      error={at("block_content")}
                      hint={HINTS[block.type] ?? HTML_HINT}
                      onChange={(v) => update(block.key, { content: v })}
                     
                    />
                  )}
                  {block.type === "video" && (
                    <Field
                      id={`${block.key}-content`}
                      label="Video address"
                      value={block.content}
                      error={at("block_content")}
                      hint="The video file: a path on this site (/media/…) or an https:// address."
                      onChange={(v) => update(block.key, { content: v })}
                     
                    />
                  )}
                  {(block.type === "img" || block.type === "video") && (
                    <ConsoleImageField
                      id={`${block.key}-image`}
                      legend={block.type === "img" ? "Image" : "Poster image"}
                      optional={block.type === "video"}
                      value={block.image}
                      onChange={(image) => update(block.key, { image })}
                      errors={Object.fromEntries(Object.entries(imagePaths(`blocks.${i}.block_image`)).map(([part, path]) => [part, errors[path]]))}
                    />
                  )}
                  {block.type === "br" && <p className="dash-note post-block__note">A line break: nothing to fill in.</p>}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {errors.blocks && <p className="acc-field__error">{errors.blocks}</p>}
      <div className="post-blocks__add">
        <div className="acc-field">
          <label htmlFor="add-block-type">New block</label>
          <select id="add-block-type" data-focus="add:type" value={adding} onChange={(e) => setAdding(e.target.value as BlockType)}>
            {TYPE_OPTIONS}
          </select>
        </div>
        <button type="button" className="button button--small" onClick={add} disabled={blocks.length >= MAX_BLOCKS}>
          Add block
        </button>
      </div>
    </div>
  );
}

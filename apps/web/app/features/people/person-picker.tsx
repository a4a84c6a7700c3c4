// Choosing a person by typing part of their name, code or email (a reporting manager, the person to centre
// the org chart on): an ARIA combobox over the directory (GET /api/v1/people?q=). The arrow keys move
// through the matches, Enter chooses, Escape closes the list (only the list, when it is inside a dialog).
// Typing over a chosen person un-chooses them until another is chosen.
import type { DirectoryEntry, DirectoryPage, Named } from "@vetan/shared/people";
import { useEffect, useRef, useState } from "react";
import { FieldFrame, fieldAria } from "../../components/accounts-field.tsx";
import { ApiError, firmApi } from "../../lib/api.ts";
import { count } from "../../lib/dashboard-format.ts";

const MATCHES = 8;
const PAUSE_MS = 250;

interface Props {
  id: string;
  label: string;
  value: Named | null;
  onChange(person: Named | null): void;
  error?: string | undefined;
  hint?: React.ReactNode;
  /** Someone who may not be chosen (the person themself, as their own manager). */
  exclude?: string;
  placeholder?: string;
}

export function PersonPicker({ id, label, value, onChange, error, hint, exclude, placeholder = "Type a name, code or email" }: Props) {
  const [text, setText] = useState(value?.name ?? "");
  const [matches, setMatches] = useState<DirectoryEntry[] | null>(null);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController | null>(null);

  // A choice made elsewhere (a record loaded) shows in the box. Un-choosing leaves the box alone: that is
  // what typing over a chosen person does, and the typing must stay.
  useEffect(() => {
    if (value) setText(value.name);
  }, [value]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const open = matches !== null && matches.length > 0;

  function close() {
    setMatches(null);
    setActive(-1);
  }

  function find(words: string) {
    clearTimeout(timer.current);
    pending.current?.abort();
    if (!words.trim()) {
      close();
      setStatus("");
      return;
    }
    timer.current = setTimeout(async () => {
      const request = new AbortController();
      pending.current = request;
      try {
        const query = new URLSearchParams({ q: words.trim(), limit: String(MATCHES) });
        const page = await firmApi<DirectoryPage>(`/people?${query}`, { signal: request.signal });
        const found = page.data.filter((p) => p.id !== exclude);
        setMatches(found);
        setActive(found.length > 0 ? 0 : -1);
        setStatus(found.length > 0 ? `${count(found.length, "match", "matches")}; the arrow keys move through them.` : "No one matches.");
      } catch (e) {
        if (request.signal.aborted) return;
        close();
        setStatus(e instanceof ApiError ? e.message : "Could not search the directory.");
      }
    }, PAUSE_MS);
  }

  function choose(person: DirectoryEntry) {
    onChange({ id: person.id, name: person.name });
    setText(person.name);
    setStatus(`${person.name} chosen.`);
    close();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return find(text);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (a + step + matches.length) % matches.length);
    } else if (event.key === "Enter" && open && active >= 0) {
      // Enter chooses; it must not submit the form around the picker.
      event.preventDefault();
      const person = matches[active];
      if (person) choose(person);
    } else if (event.key === "Escape" && open) {
      // Closes the list, not the dialog the picker may be in.
      event.preventDefault();
      close();
    }
  }

  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className="person-picker">
      <div className="person-picker__box">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          {...fieldAria(id, error, hint)}
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (value) onChange(null);
            find(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {value && (
          <button
            type="button"
            className="person-picker__clear"
            onClick={() => {
              onChange(null);
              setText("");
              setStatus("");
              input.current?.focus();
            }}
          >
            Clear<span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
      <div id={listId} role="listbox" aria-label={`${label}: matches`} className="person-picker__list" hidden={!open}>
        {matches?.map((person, i) => (
          <div
            key={person.id}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className="person-picker__option"
            // Chosen on press, before the box loses focus and closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(person);
            }}
          >
            <span className="person-picker__name">{person.name}</span>
            <span className="person-picker__meta">{[person.code, person.designation, person.department?.name].filter(Boolean).join(" · ")}</span>
          </div>
        ))}
      </div>
      <output className="visually-hidden" aria-live="polite">
        {status}
      </output>
    </FieldFrame>
  );
}

// The filter bar of a short payroll list filtered in the browser as one types (payments, settlements): a
// search box, one choice, and Clear once either is set. Nothing is sent, so there is no button to press.
import { useId } from "react";

export interface ListFilterProps {
  /** What is searched, for the label: "Search payments". */
  searchLabel: string;
  placeholder: string;
  q: string;
  onQ(q: string): void;
  choiceLabel: string;
  choice: string;
  onChoice(value: string): void;
  choices: readonly { value: string; label: string }[];
  /** The search landmark's name. */
  name: string;
  className?: string;
}

export function ListFilter({ searchLabel, placeholder, q, onQ, choiceLabel, choice, onChoice, choices, name, className }: ListFilterProps) {
  const id = useId();
  const filtered = q.trim() !== "" || choice !== "";
  return (
    <search className={`console-search${className ? ` ${className}` : ""}`} aria-label={name}>
      <div className="console-search__field console-search__field--grow">
        <label htmlFor={`${id}-q`}>{searchLabel}</label>
        <input id={`${id}-q`} type="search" value={q} maxLength={100} placeholder={placeholder} autoComplete="off" onChange={(e) => onQ(e.target.value)} />
      </div>
      <div className="console-search__field">
        <label htmlFor={`${id}-choice`}>{choiceLabel}</label>
        <select id={`${id}-choice`} value={choice} onChange={(e) => onChoice(e.target.value)}>
          {choices.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <div className="console-search__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              onQ("");
              onChoice("");
            }}
          >
            Clear
          </button>
        </div>
      )}
    </search>
  );
}

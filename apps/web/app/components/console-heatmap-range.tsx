// The date range of the heatmap screens: two date boxes sent as the address's ?from=&to= (with whatever
// else the screen keeps there, as hidden fields), checked first with the same shared schema the API uses.
import { HeatmapRangeQuerySchema, type HeatmapRange, indiaToday } from "@vetan/shared/admin-heatmaps";
import { fieldErrors } from "@vetan/shared/fields";
import { useState } from "react";
import { Form } from "react-router";
import { Field } from "./accounts-field.tsx";

interface Props {
  range: HeatmapRange;
  /** Other address values to keep (campaign, page, bucket). */
  keep?: Record<string, string>;
  /** Messages for a range the address already carried (typed in by hand). */
  errors?: Record<string, string>;
}

export function ConsoleHeatmapRange({ range, keep = {}, errors: initial = {} }: Props) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState(initial);
  const [focus] = useState(() => new Map<string, HTMLElement | null>());
  return (
    <Form
      method="get"
      className="hm-range"
      aria-label="Date range"
      noValidate
      onSubmit={(event) => {
        const checked = HeatmapRangeQuerySchema.safeParse({ from, to });
        if (checked.success) return setErrors({});
        event.preventDefault();
        const found = fieldErrors(checked.error);
        setErrors(found);
        focus.get(Object.keys(found)[0] ?? "from")?.focus();
      }}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field id="from" label="From" type="date" value={from} max={indiaToday()} error={errors.from} onChange={setFrom} ref={(el) => focus.set("from", el)} />
      <Field id="to" label="To" type="date" value={to} max={indiaToday()} error={errors.to} onChange={setTo} ref={(el) => focus.set("to", el)} />
      <button type="submit" className="button button--small">
        Show
      </button>
    </Form>
  );
}

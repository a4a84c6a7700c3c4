// A dense table on wide screens that becomes one card per row on phones (each cell then shows its column's
// name beside it, from data-label).
export interface Column<T> {
  label: string;
  cell(row: T): React.ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

interface TableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
  empty: string;
}

export function DataTable<T>({ caption, columns, rows, rowKey, empty }: TableProps<T>) {
  if (rows.length === 0) return <p className="dash-empty">{empty}</p>;
  return (
    <div className="dash-table-wrap">
      <table className="dash-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? "is-num" : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.label} scope="row" data-label={c.label}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.label} data-label={c.label} className={c.numeric ? "is-num" : undefined}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

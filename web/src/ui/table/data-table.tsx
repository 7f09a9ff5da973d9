import type { Key, ReactNode } from 'react';

/** A list's table: as wide as its panel, at least 36rem (narrower screens scroll it sideways). */
export const TABLE_CLASS = 'w-full min-w-[36rem] text-left text-sm';
/** A table that fits a phone (it hides columns at small widths instead of scrolling). */
export const FITTED_TABLE_CLASS = 'w-full text-left text-sm';
export const TH_CLASS = 'border-b border-slate-200 px-3 py-2 font-semibold text-slate-700';
export const TD_CLASS = 'border-b border-slate-100 px-3 py-2 align-top text-ink';

/**
 * A table's sideways-scrolling frame: a named group (not a landmark) that takes the keyboard focus, so that a table
 * wider than the screen can be scrolled without a mouse (axe scrollable-region-focusable, WCAG 2.1.1).
 */
// `relative`: a visually hidden header (sr-only, absolutely placed) stays inside the scroll region instead of widening the page.
export const scrollRegion = (label: string) => ({ className: 'relative overflow-x-auto', tabIndex: 0, role: 'group', 'aria-label': label }) as const;

export interface Column<Row> {
  /** The header cell: the column's name, or a visually hidden one for a column of buttons. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes on the header and every cell of the column: alignment, the breakpoint that shows it. */
  className?: string;
  /** Classes on the body cells only (tabular figures, no wrapping), or chosen by the row. */
  cellClassName?: string | ((row: Row) => string);
  /** Classes on the header cell only (a fixed width). */
  headerClassName?: string;
  /** This cell names its row (a row header, <th scope="row">). */
  rowHeader?: boolean;
}

const classes = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

/**
 * A list as a table: a header row from the columns, a row per item. `label` is the table's caption (read
 * by screen readers) and the name of its scrolling frame. What a list shows besides its rows (loading,
 * failed, empty) is ListState's; a list longer than a page adds a Pager or ShowMore under it.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  tableClassName = TABLE_CLASS,
  frameClassName,
}: {
  label: string;
  columns: readonly (Column<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  tableClassName?: string;
  /** Beside the frame's own (a breakpoint that hides the table for a phone's cards). */
  frameClassName?: string;
}) {
  const shown = columns.filter((column): column is Column<Row> => Boolean(column));
  const frame = scrollRegion(label);
  return (
    <div {...frame} className={classes(frame.className, frameClassName)}>
      <table className={tableClassName}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {shown.map((column, index) => (
              <th key={index} scope="col" className={classes(TH_CLASS, column.className, column.headerClassName)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row, rowIndex)}>
              {shown.map((column, index) => {
                const className = classes(TD_CLASS, column.className, typeof column.cellClassName === 'function' ? column.cellClassName(row) : column.cellClassName);
                return column.rowHeader ? (
                  <th key={index} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

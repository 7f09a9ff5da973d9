import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { controlProps, ProblemText } from './field.tsx';
import { controlClassName } from './looks.ts';
import { DEFAULT_MAX_LENGTH } from './limits.ts';

/** A table cell's problem: smaller than a field's, the cell is narrow. */
const CELL_PROBLEM = 'mt-1 text-xs font-medium text-red-700';

interface CellControlProps {
  id: string;
  /** The control's accessible name: the column and the row ('Pilot multiplier', 'Prize 2 name'). */
  label: string;
  value: string;
  onValue: (value: string) => void;
  problem?: string | undefined;
  controlClassName?: string;
}

type Native<Attributes> = Omit<Attributes, 'id' | 'value' | 'onChange' | 'className' | 'aria-label'>;

/** A text input in a table of rows to edit: the column header is its label, its problem sits under it. */
export function CellInput({ id, label, value, onValue, problem, controlClassName: extra, maxLength, ...input }: CellControlProps & Native<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <>
      <input aria-label={label} className={controlClassName('admin', problem, extra)} maxLength={maxLength ?? DEFAULT_MAX_LENGTH.input} value={value} onChange={(e) => onValue(e.target.value)} {...controlProps(id, problem)} {...input} />
      <ProblemText id={`${id}-error`} problem={problem} className={CELL_PROBLEM} />
    </>
  );
}

/** A select in a table of rows to edit; its options are the children. */
export function CellSelect({ id, label, value, onValue, problem, controlClassName: extra, children, ...select }: CellControlProps & Native<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode }) {
  return (
    <>
      <select aria-label={label} className={controlClassName('admin', problem, extra)} value={value} onChange={(e) => onValue(e.target.value)} {...controlProps(id, problem)} {...select}>
        {children}
      </select>
      <ProblemText id={`${id}-error`} problem={problem} className={CELL_PROBLEM} />
    </>
  );
}

/**
 * The table kit: lists as tables (DataTable, its columns), what a list shows besides its rows (ListState),
 * its pages (Pager for numbered pages, ShowMore for a cursor) and the filters above it.
 */
export { DataTable, FITTED_TABLE_CLASS, scrollRegion, TABLE_CLASS, TD_CLASS, TH_CLASS, type Column } from './data-table.tsx';
export { FilterSelect, SearchField, SearchForm } from './filters.tsx';
export { ListState } from './list-state.tsx';
export { Pager, ShowMore } from './pager.tsx';

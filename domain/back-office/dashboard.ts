/** The back-office dashboard's range (decision 022): the N Jakarta days ending today. */
export const DASHBOARD_MAX_DAYS = 90;
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The ranges the Overview offers. */
export const DASHBOARD_RANGES = [7, 30, 90] as const;

/** A day's sales of a store, a channel or all of them (docs/decisions/040-sales-figures.md). */
export interface SalesFigures {
  gross: number;
  returns: number;
  net: number;
  orders: number;
}

export const NO_SALES: SalesFigures = { gross: 0, returns: 0, net: 0, orders: 0 };

/** The figures of several stores or channels together; none gives zeros. */
export function sumSales(figures: Iterable<SalesFigures | undefined>): SalesFigures {
  const total = { ...NO_SALES };
  for (const f of figures) {
    if (!f) continue;
    total.gross += f.gross;
    total.returns += f.returns;
    total.net += f.net;
    total.orders += f.orders;
  }
  return total;
}

/** The back-office dashboard's range (decision 022): the N Jakarta days ending today. */
export const DASHBOARD_MAX_DAYS = 90;
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The ranges the Overview offers. */
export const DASHBOARD_RANGES = [7, 30, 90] as const;

/** Dates as the export writes them (ISO text), as the tables take them. */
export const toDate = (value: string) => new Date(value);
export const toDateOrNull = (value: string | null) => (value ? new Date(value) : null);

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A billing date (a period's end, an invoice's day) in the reader's calendar. */
export function formatBillingDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/**
 * An amount Stripe gives in the currency's minor unit: 1250 USD is $12.50, 500 JPY is ¥500 (the
 * currency's own number of decimals).
 */
export function formatMoney(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** decimals);
}

const euroAmount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A whole-euro list price as the price list shows it, e.g. 50000 → "50,000". */
export function formatPrice(euros: number): string {
  return euroAmount.format(euros);
}

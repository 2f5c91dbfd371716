/** ₹1,234 (whole rupees) or ₹1,234.50 with decimals: en-IN grouping. */
export function formatINR(rupees: number, decimals = 0): string {
  return `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
}

/** Exact to the paisa: ₹49 for whole rupees, ₹39.20 otherwise (20% off ₹49 saves ₹9.80, never "₹10"). */
export const formatINRExact = (rupees: number): string => formatINR(rupees, Number.isInteger(rupees) ? 0 : 2);

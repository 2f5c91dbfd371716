/** A number as the screens show marks and scores: with a true minus sign (−12.5), never a hyphen. */
export const shown = (value: number) => (value < 0 ? `\u2212${-value}` : `${value}`);

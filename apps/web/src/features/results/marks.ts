import { scoreBand } from '@mockprep/contract';
import { en } from '../../i18n/en';

const MINUS = '\u2212';

/** A number as the result shows it, with a true minus sign: 152, 3.5, −12. */
export const formatNumber = (value: number) => (value < 0 ? `${MINUS}${-value}` : `${value}`);

/** The marks one question earned: +4, −1, 0. */
export const signedMarks = (marks: number) => (marks > 0 ? `+${marks}` : formatNumber(marks));

type BandKey = keyof typeof en.results.scoreBands;

/** The catalogue key of a score's band (SPEC 9's bands, as the contract draws them), for its translated texts. */
export function bandKey(score: number): BandKey {
  const { label } = scoreBand(score);
  const keys = Object.keys(en.results.scoreBands) as BandKey[];
  return keys.find((key) => en.results.scoreBands[key].label === label) ?? 'needsImprovement';
}

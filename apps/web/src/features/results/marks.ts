import { scoreBand } from '@mockprep/contract';
import { texts } from '../../i18n/en-results';

type BandKey = keyof typeof texts.scoreBands;

/** The catalogue key of a score's band (SPEC 9's bands, as the contract draws them), for its translated texts. */
export function bandKey(score: number): BandKey {
  const { label } = scoreBand(score);
  const keys = Object.keys(texts.scoreBands) as BandKey[];
  return keys.find((key) => texts.scoreBands[key].label === label) ?? 'needsImprovement';
}

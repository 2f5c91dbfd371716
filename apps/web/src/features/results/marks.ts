import { scoreBand } from '@mockprep/contract';
import { en } from '../../i18n/en';

type BandKey = keyof typeof en.results.scoreBands;

/** The catalogue key of a score's band (SPEC 9's bands, as the contract draws them), for its translated texts. */
export function bandKey(score: number): BandKey {
  const { label } = scoreBand(score);
  const keys = Object.keys(en.results.scoreBands) as BandKey[];
  return keys.find((key) => en.results.scoreBands[key].label === label) ?? 'needsImprovement';
}

import { catQuantLogicalReasoning } from './cat-quant-logical-reasoning';
import { dailyQuizGeneralAwareness } from './daily-quiz-general-awareness';
import { gateCseDsAlgorithmsOs } from './gate-cse-ds-algorithms-os';
import { ibpsPoPrelimsMiniMock } from './ibps-po-prelims-mini-mock';
import { jeeMainChemistryPhysicalInorganic } from './jee-main-chemistry-physical-inorganic';
import { jeeMainMathematicsAlgebraCalculus } from './jee-main-mathematics-algebra-calculus';
import { jeeMainPhysicsMechanics } from './jee-main-physics-mechanics';
import { neetBiologyPhysiologyGenetics } from './neet-biology-physiology-genetics';
import { neetPhysicsChemistryMixed } from './neet-physics-chemistry-mixed';
import { rrbNtpcGeneralAwarenessMaths } from './rrb-ntpc-general-awareness-maths';
import { sbiClerkNumericalAbility } from './sbi-clerk-numerical-ability';
import { speedDrillMentalMaths } from './speed-drill-mental-maths';
import { sscCglQuantitativeAptitude } from './ssc-cgl-quantitative-aptitude';
import { sscCglReasoningEnglish } from './ssc-cgl-reasoning-english';
import type { SeedTest } from './types';
import { upscPrelimsGeneralStudies } from './upsc-prelims-general-studies';

export type { SeedQuestion, SeedTest } from './types';

export const DEMO_TESTS: SeedTest[] = [
  jeeMainPhysicsMechanics,
  jeeMainChemistryPhysicalInorganic,
  jeeMainMathematicsAlgebraCalculus,
  neetBiologyPhysiologyGenetics,
  neetPhysicsChemistryMixed,
  sscCglQuantitativeAptitude,
  sscCglReasoningEnglish,
  ibpsPoPrelimsMiniMock,
  sbiClerkNumericalAbility,
  upscPrelimsGeneralStudies,
  gateCseDsAlgorithmsOs,
  catQuantLogicalReasoning,
  rrbNtpcGeneralAwarenessMaths,
  dailyQuizGeneralAwareness,
  speedDrillMentalMaths,
];

import type { SeedTest } from './types';

export const neetPhysicsChemistryMixed: SeedTest = {
  title: 'NEET Physics & Chemistry Mixed',
  subject: 'Physics & Chemistry',
  examType: 'Medical Entrance',
  level: 'hard',
  type: 'Paid',
  price: 149,
  duration: 30,
  targetExams: ['NEET UG'],
  questions: [
    {
      questionText: 'An object is placed 30 cm in front of a convex lens of focal length 20 cm. The image is formed:',
      options: [
        '12 cm from the lens, virtual and erect',
        '60 cm from the lens, real and inverted',
        '60 cm from the lens, virtual and erect',
        '20 cm from the lens, real and inverted',
      ],
      correctOption: 1,
      explanation:
        'With u = −30 cm and f = +20 cm, 1/v − 1/u = 1/f gives 1/v = 1/20 − 1/30 = 1/60, so v = +60 cm. A positive v means a real, inverted image on the other side (magnification v/u = −2).',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText: 'Three resistors of 2 Ω, 3 Ω and 6 Ω are connected in parallel. The equivalent resistance is:',
      options: ['11 Ω', '2 Ω', '0.5 Ω', '1 Ω'],
      correctOption: 3,
      explanation: '1/R = 1/2 + 1/3 + 1/6 = (3 + 2 + 1)/6 = 1, so R = 1 Ω.',
      subject: 'Physics',
      level: 'easy',
    },
    {
      questionText: 'A 10 μF capacitor is charged to a potential difference of 100 V. The energy stored in it is:',
      options: ['0.05 J', '0.5 J', '0.1 J', '5 J'],
      correctOption: 0,
      explanation: 'U = ½CV² = ½ × 10 × 10⁻⁶ × (100)² = ½ × 10⁻⁵ × 10⁴ = 0.05 J.',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText:
        'Light with photon energy 5 eV falls on a metal surface whose work function is 2 eV. The stopping potential is:',
      options: ['2 V', '7 V', '3 V', '5 V'],
      correctOption: 2,
      explanation:
        'The maximum kinetic energy of the photoelectrons is 5 − 2 = 3 eV. The stopping potential V₀ satisfies eV₀ = 3 eV, so V₀ = 3 V.',
      subject: 'Physics',
      level: 'easy',
    },
    {
      questionText:
        'The de Broglie wavelength of an electron accelerated from rest through a potential difference of 100 V is approximately:',
      options: ['12.3 Å', '0.123 Å', '1.23 Å', '123 Å'],
      correctOption: 2,
      explanation: 'For an electron λ = h/√(2meV) ≈ 12.27/√V Å. With V = 100, λ ≈ 12.27/10 ≈ 1.23 Å.',
      subject: 'Physics',
      level: 'hard',
    },
    {
      questionText:
        'A radioactive isotope has a half-life of 4 days. The fraction of a sample that remains after 12 days is:',
      options: ['1/3', '1/8', '1/4', '1/16'],
      correctOption: 1,
      explanation: '12 days is 3 half-lives, so the fraction left is (1/2)³ = 1/8.',
      subject: 'Physics',
      level: 'easy',
    },
    {
      questionText:
        'The magnetic field at the centre of a circular current-carrying loop is B. If the current is doubled and the radius is halved, the field at the centre becomes:',
      options: ['B', '2B', '8B', '4B'],
      correctOption: 3,
      explanation: 'B = μ₀I/2r, so B ∝ I/r. Doubling I and halving r multiplies B by 2 × 2 = 4.',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText: 'A Carnot engine works between a source at 500 K and a sink at 300 K. Its efficiency is:',
      options: ['60%', '40%', '25%', '66.7%'],
      correctOption: 1,
      explanation: 'η = 1 − T₂/T₁ = 1 − 300/500 = 0.4, i.e. 40%.',
      subject: 'Physics',
      level: 'easy',
    },
    {
      questionText: 'If the length of a simple pendulum is increased by 44%, its time period increases by:',
      options: ['44%', '22%', '20%', '12%'],
      correctOption: 2,
      explanation: 'T ∝ √l, so the new period is √1.44 T = 1.2 T, an increase of 20%.',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText: 'The IUPAC name of CH₃–CH(CH₃)–CH₂–CH₃ is:',
      options: ['3-Methylbutane', '2-Methylbutane', '2-Ethylpropane', 'Pentane'],
      correctOption: 1,
      explanation:
        'The longest chain has four carbons (butane) with one methyl branch. Numbering from the end nearer the branch places it on C-2, so the name is 2-methylbutane.',
      subject: 'Chemistry',
      level: 'easy',
    },
    {
      questionText: 'Which of the following is the most acidic?',
      options: ['Phenol', 'Ethanol', '4-Methylphenol (p-cresol)', '4-Nitrophenol'],
      correctOption: 3,
      explanation:
        'The electron-withdrawing –NO₂ group at the para position stabilises the phenoxide ion by resonance, so 4-nitrophenol is more acidic than phenol. –CH₃ is electron-donating, and ethanol is much weaker than any phenol.',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText: 'Which of the following alkyl halides undergoes an SN1 reaction the fastest?',
      options: ['(CH₃)₃CBr', 'CH₃Br', '(CH₃)₂CHBr', 'CH₃CH₂Br'],
      correctOption: 0,
      explanation:
        'The SN1 rate depends on the stability of the carbocation formed. The tertiary tert-butyl cation is the most stable, so (CH₃)₃CBr reacts fastest.',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText: 'The numbers of σ and π bonds in acrylonitrile, CH₂=CH–C≡N, are respectively:',
      options: ['6 σ and 2 π', '5 σ and 3 π', '7 σ and 2 π', '6 σ and 3 π'],
      correctOption: 3,
      explanation: 'σ bonds: 3 C–H, 1 in C=C, 1 C–C and 1 in C≡N, giving 6. π bonds: 1 in C=C and 2 in C≡N, giving 3.',
      subject: 'Chemistry',
      level: 'hard',
    },
    {
      questionText: 'Which of the following aldehydes can undergo aldol condensation?',
      options: [
        'Formaldehyde (HCHO)',
        'Benzaldehyde (C₆H₅CHO)',
        'Acetaldehyde (CH₃CHO)',
        '2,2-Dimethylpropanal ((CH₃)₃CCHO)',
      ],
      correctOption: 2,
      explanation:
        'Aldol condensation needs an α-hydrogen. Only acetaldehyde has α-hydrogens; the other three have none and undergo the Cannizzaro reaction instead.',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText: 'Which of the following contains the largest number of atoms? (H = 1, He = 4, C = 12, O = 16)',
      options: ['1 g of H₂', '1 g of He', '1 g of CH₄', '1 g of O₂'],
      correctOption: 0,
      explanation:
        'Moles of atoms: H₂ = (1/2) × 2 = 1; He = 1/4 = 0.25; CH₄ = (1/16) × 5 ≈ 0.31; O₂ = (1/32) × 2 ≈ 0.06. So 1 g of H₂ contains the most atoms.',
      subject: 'Chemistry',
      level: 'hard',
    },
  ],
};

import type { SeedTest } from './types';

export const jeeMainChemistryPhysicalInorganic: SeedTest = {
  title: 'JEE Main Chemistry - Physical & Inorganic',
  subject: 'Chemistry',
  examType: 'Engineering Entrance',
  level: 'medium',
  type: 'Free',
  price: 0,
  duration: 30,
  targetExams: ['JEE Main', 'JEE Advanced'],
  questions: [
    {
      questionText: 'The number of moles in 4.4 g of CO₂ (molar mass 44 g/mol) is:',
      options: ['0.01', '1', '0.2', '0.1'],
      correctOption: 3,
      explanation: 'n = mass/molar mass = 4.4/44 = 0.1 mol.',
      subject: 'Chemistry',
      level: 'easy',
    },
    {
      questionText:
        '4 g of NaOH (molar mass 40 g/mol) is dissolved in water to make 500 mL of solution. Its molarity is:',
      options: ['0.2 M', '0.1 M', '0.4 M', '0.8 M'],
      correctOption: 0,
      explanation: 'n = 4/40 = 0.1 mol in 0.5 L of solution, so molarity = 0.1/0.5 = 0.2 mol/L.',
      subject: 'Chemistry',
      level: 'easy',
    },
    {
      questionText: 'The pH of 0.001 M HCl at 25 °C is:',
      options: ['1', '11', '3', '2'],
      correctOption: 2,
      explanation: 'HCl is a strong acid and ionises completely, so [H⁺] = 10⁻³ M and pH = −log(10⁻³) = 3.',
      subject: 'Chemistry',
      level: 'easy',
    },
    {
      questionText: 'The pH of 0.01 M NaOH at 25 °C is:',
      options: ['2', '10', '13', '12'],
      correctOption: 3,
      explanation: '[OH⁻] = 10⁻² M, so pOH = 2 and pH = 14 − 2 = 12.',
      subject: 'Chemistry',
      level: 'easy',
    },
    {
      questionText:
        'The maximum number of electrons that can be accommodated in a subshell with azimuthal quantum number l = 2 is:',
      options: ['6', '10', '14', '2'],
      correctOption: 1,
      explanation:
        'A subshell has (2l + 1) orbitals. For l = 2 (a d subshell) that is 5 orbitals × 2 electrons = 10 electrons.',
      subject: 'Chemistry',
      level: 'easy',
    },
    {
      questionText: 'Which of the following elements has the highest first ionisation enthalpy?',
      options: ['Carbon', 'Oxygen', 'Nitrogen', 'Boron'],
      correctOption: 2,
      explanation:
        'Nitrogen (2p³) has a stable half-filled p subshell, so it needs more energy to lose an electron than oxygen (2p⁴), which loses one of its paired electrons easily. Boron and carbon are lower still.',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText: 'The hybridisation of sulphur in SF₆ is:',
      options: ['sp³d²', 'sp³d', 'sp³', 'dsp²'],
      correctOption: 0,
      explanation:
        'Sulphur forms six σ bonds and has no lone pair, so it needs six hybrid orbitals: sp³d², giving an octahedral molecule.',
      subject: 'Chemistry',
      level: 'easy',
    },
    {
      questionText: 'The shape of the XeF₄ molecule is:',
      options: ['Tetrahedral', 'See-saw', 'Octahedral', 'Square planar'],
      correctOption: 3,
      explanation:
        'Xe has 4 bond pairs and 2 lone pairs (sp³d²). The two lone pairs occupy opposite positions of the octahedron, so the molecule is square planar.',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText: 'Which of the following species has the highest bond order?',
      options: ['O₂', 'O₂⁺', 'O₂⁻', 'O₂²⁻'],
      correctOption: 1,
      explanation:
        'By molecular orbital theory the bond orders are O₂⁺ = 2.5, O₂ = 2, O₂⁻ = 1.5 and O₂²⁻ = 1. Removing an antibonding electron from O₂ raises its bond order.',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText: 'The volume occupied by 2 mol of an ideal gas at 273.15 K and 1 atm pressure is:',
      options: ['22.4 L', '45.4 L', '44.8 L', '11.2 L'],
      correctOption: 2,
      explanation: 'At 273.15 K and 1 atm one mole of an ideal gas occupies 22.4 L, so 2 mol occupy 2 × 22.4 = 44.8 L.',
      subject: 'Chemistry',
      level: 'easy',
    },
    {
      questionText:
        'For a reaction ΔH = −100 kJ mol⁻¹ and ΔS = −200 J K⁻¹ mol⁻¹. Assuming both are independent of temperature, the reaction is spontaneous:',
      options: ['only below 500 K', 'only above 500 K', 'at all temperatures', 'only below 50 K'],
      correctOption: 0,
      explanation:
        'ΔG = ΔH − TΔS is negative only when T < ΔH/ΔS = (−100,000 J)/(−200 J K⁻¹) = 500 K. Above 500 K the unfavourable −TΔS term dominates.',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText:
        'A first-order reaction has a half-life of 10 minutes. The time needed for 75% of the reactant to be consumed is:',
      options: ['15 min', '30 min', '20 min', '40 min'],
      correctOption: 2,
      explanation:
        'After 75% completion, 25% = (1/2)² of the reactant remains, i.e. two half-lives have passed: 2 × 10 = 20 min.',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText: 'The units of the rate constant of a second-order reaction are:',
      options: ['s⁻¹', 'mol L⁻¹ s⁻¹', 'L² mol⁻² s⁻¹', 'L mol⁻¹ s⁻¹'],
      correctOption: 3,
      explanation: 'k has units (mol L⁻¹)^(1−n) s⁻¹. For n = 2 this is (mol L⁻¹)⁻¹ s⁻¹ = L mol⁻¹ s⁻¹.',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText:
        'The quantity of electricity needed to deposit 1 mol of aluminium from Al³⁺ ions is (F = 96,500 C mol⁻¹):',
      options: ['96,500 C', '193,000 C', '32,167 C', '289,500 C'],
      correctOption: 3,
      explanation: 'Al³⁺ + 3e⁻ → Al, so 3 mol of electrons are needed: 3 × 96,500 = 289,500 C.',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText:
        'Given E°(Zn²⁺/Zn) = −0.76 V and E°(Cu²⁺/Cu) = +0.34 V, the standard EMF of the cell Zn | Zn²⁺ || Cu²⁺ | Cu is:',
      options: ['0.42 V', '1.10 V', '−1.10 V', '0.76 V'],
      correctOption: 1,
      explanation: 'E°cell = E°cathode − E°anode = 0.34 − (−0.76) = 1.10 V.',
      subject: 'Chemistry',
      level: 'easy',
    },
    {
      questionText: 'For the equilibrium N₂(g) + 3H₂(g) ⇌ 2NH₃(g), the relation between Kp and Kc is:',
      options: ['Kp = Kc(RT)²', 'Kp = Kc(RT)⁻²', 'Kp = Kc', 'Kp = Kc(RT)⁻¹'],
      correctOption: 1,
      explanation:
        'Kp = Kc(RT)^Δn, where Δn = moles of gaseous products − moles of gaseous reactants = 2 − 4 = −2. So Kp = Kc(RT)⁻².',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText: 'Which of the following oxides is amphoteric?',
      options: ['Na₂O', 'CO₂', 'MgO', 'Al₂O₃'],
      correctOption: 3,
      explanation:
        'Al₂O₃ reacts with acids (forming Al³⁺ salts) and with strong bases (forming aluminates), so it is amphoteric. Na₂O and MgO are basic and CO₂ is acidic.',
      subject: 'Chemistry',
      level: 'easy',
    },
    {
      questionText: 'The oxidation state of iron in K₄[Fe(CN)₆] is:',
      options: ['+3', '+2', '0', '+4'],
      correctOption: 1,
      explanation: 'Let the oxidation state of Fe be x: 4(+1) + x + 6(−1) = 0, so x = +2.',
      subject: 'Chemistry',
      level: 'easy',
    },
    {
      questionText:
        'Assuming complete dissociation of electrolytes, which of the following 0.1 molal aqueous solutions has the lowest freezing point?',
      options: ['K₂SO₄', 'Glucose', 'NaCl', 'Urea'],
      correctOption: 0,
      explanation:
        'ΔTf = i·Kf·m. K₂SO₄ gives 3 ions (i = 3), NaCl gives 2, and glucose and urea do not dissociate (i = 1), so K₂SO₄ lowers the freezing point the most.',
      subject: 'Chemistry',
      level: 'medium',
    },
    {
      questionText: 'Which of the following is a consequence of the lanthanoid contraction?',
      options: [
        'All lanthanoid ions are strongly coloured',
        'The basic strength of the hydroxides increases from La(OH)₃ to Lu(OH)₃',
        'Zr and Hf have almost identical atomic radii',
        'The atomic radius increases steadily from La to Lu',
      ],
      correctOption: 2,
      explanation:
        'Poor shielding by 4f electrons makes radii shrink across the lanthanoids, cancelling the size increase expected from the 4d to the 5d series; so Zr (160 pm) and Hf (159 pm) are almost the same size. The same contraction makes the hydroxides less basic from La to Lu.',
      subject: 'Chemistry',
      level: 'hard',
    },
  ],
};

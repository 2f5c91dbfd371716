import type { SeedTest } from './types';

export const neetBiologyPhysiologyGenetics: SeedTest = {
  title: 'NEET Biology - Human Physiology & Genetics',
  subject: 'Biology',
  examType: 'Medical Entrance',
  level: 'medium',
  type: 'Free',
  price: 0,
  duration: 30,
  targetExams: ['NEET UG'],
  questions: [
    {
      questionText: 'Which segment of the nephron is almost impermeable to water?',
      options: [
        'Descending limb of the loop of Henle',
        'Proximal convoluted tubule',
        'Ascending limb of the loop of Henle',
        'Bowman’s capsule',
      ],
      correctOption: 2,
      explanation:
        'The ascending limb is impermeable to water but moves electrolytes out, while the descending limb is permeable to water. This arrangement builds the osmotic gradient in the medulla.',
      subject: 'Biology',
      level: 'medium',
    },
    {
      questionText:
        'Which hormone, released by the juxtaglomerular cells of the kidney, stimulates the formation of red blood cells?',
      options: ['Erythropoietin', 'Renin', 'Aldosterone', 'Thymosin'],
      correctOption: 0,
      explanation: 'Erythropoietin from the kidney stimulates erythropoiesis (RBC formation) in the red bone marrow.',
      subject: 'Biology',
      level: 'easy',
    },
    {
      questionText: 'The natural pacemaker of the human heart is the:',
      options: ['Atrio-ventricular (AV) node', 'Bundle of His', 'Sino-atrial (SA) node', 'Purkinje fibres'],
      correctOption: 2,
      explanation:
        'The SA node in the right atrium generates the most action potentials per minute (about 70–75), so it initiates and sets the rhythm of the heartbeat.',
      subject: 'Biology',
      level: 'easy',
    },
    {
      questionText: 'Salivary amylase (ptyalin) acts mainly on which substance in the mouth?',
      options: ['Proteins', 'Starch', 'Fats', 'Nucleic acids'],
      correctOption: 1,
      explanation:
        'Salivary amylase hydrolyses starch into maltose; about 30% of dietary starch is digested in the mouth.',
      subject: 'Biology',
      level: 'easy',
    },
    {
      questionText: 'The tidal volume of a healthy adult human breathing normally at rest is approximately:',
      options: ['1200 mL', '2500 mL', '3500 mL', '500 mL'],
      correctOption: 3,
      explanation:
        'Tidal volume, the air inspired or expired in a normal breath, is about 500 mL. Residual volume is about 1100–1200 mL and inspiratory reserve volume about 2500–3000 mL.',
      subject: 'Biology',
      level: 'medium',
    },
    {
      questionText: 'About 70% of the carbon dioxide in blood is transported as:',
      options: ['Carbaminohaemoglobin', 'Bicarbonate ions', 'CO₂ dissolved in plasma', 'Carboxyhaemoglobin'],
      correctOption: 1,
      explanation:
        'Carbonic anhydrase in RBCs converts most CO₂ into bicarbonate (about 70%); 20–25% travels as carbaminohaemoglobin and about 7% dissolved in plasma. Carboxyhaemoglobin is haemoglobin bound to carbon monoxide.',
      subject: 'Biology',
      level: 'medium',
    },
    {
      questionText: 'The neurotransmitter released at the neuromuscular junction of skeletal muscle is:',
      options: ['Dopamine', 'Serotonin', 'Adrenaline', 'Acetylcholine'],
      correctOption: 3,
      explanation:
        'Motor neurons release acetylcholine, which binds receptors on the sarcolemma and triggers an action potential in the muscle fibre.',
      subject: 'Biology',
      level: 'easy',
    },
    {
      questionText: 'During contraction of a skeletal muscle fibre, which of these remains unchanged in length?',
      options: ['I band', 'H zone', 'A band', 'Sarcomere'],
      correctOption: 2,
      explanation:
        'In the sliding filament mechanism thin filaments slide over thick ones: the I band, H zone and sarcomere shorten, but the A band (the length of the thick filaments) stays the same.',
      subject: 'Biology',
      level: 'medium',
    },
    {
      questionText: 'Insulin is secreted by which cells of the islets of Langerhans?',
      options: ['α-cells', 'δ-cells', 'Acinar cells', 'β-cells'],
      correctOption: 3,
      explanation: 'β-cells secrete insulin, which lowers blood glucose; α-cells secrete glucagon, which raises it.',
      subject: 'Biology',
      level: 'easy',
    },
    {
      questionText:
        'Diabetes insipidus, marked by the loss of large volumes of dilute urine, results from a deficiency of:',
      options: ['Insulin', 'Aldosterone', 'Antidiuretic hormone (vasopressin)', 'Thyroxine'],
      correctOption: 2,
      explanation:
        'ADH from the posterior pituitary increases water reabsorption in the distal tubule and collecting duct. Impaired ADH synthesis or release causes diabetes insipidus.',
      subject: 'Biology',
      level: 'medium',
    },
    {
      questionText: 'Which type of white blood cell is the most abundant in human blood?',
      options: ['Lymphocytes', 'Monocytes', 'Eosinophils', 'Neutrophils'],
      correctOption: 3,
      explanation: 'Neutrophils form about 60–65% of all leucocytes; lymphocytes come next at about 20–25%.',
      subject: 'Biology',
      level: 'easy',
    },
    {
      questionText:
        'In Mendel’s monohybrid cross between pure tall and pure dwarf pea plants, the phenotypic ratio in the F₂ generation is:',
      options: ['1:2:1', '3:1', '9:3:3:1', '1:1'],
      correctOption: 1,
      explanation: 'Selfing the F₁ (Tt) gives TT : Tt : tt = 1:2:1. Because T is dominant, tall : dwarf = 3:1.',
      subject: 'Biology',
      level: 'easy',
    },
    {
      questionText:
        'A test cross between a dihybrid (AaBb) and a double recessive (aabb), with the two genes assorting independently, gives the phenotypic ratio:',
      options: ['9:3:3:1', '3:1', '1:2:1', '1:1:1:1'],
      correctOption: 3,
      explanation:
        'AaBb forms four kinds of gametes (AB, Ab, aB, ab) in equal proportion while aabb forms only ab, so the four phenotypes appear in a 1:1:1:1 ratio.',
      subject: 'Biology',
      level: 'medium',
    },
    {
      questionText: 'The ABO blood group system in humans is an example of:',
      options: [
        'Incomplete dominance only',
        'Multiple allelism with codominance',
        'Polygenic inheritance',
        'Sex-linked inheritance',
      ],
      correctOption: 1,
      explanation:
        'The gene I has three alleles (Iᴬ, Iᴮ and i), which is multiple allelism, and Iᴬ and Iᴮ are both expressed in blood group AB, which is codominance.',
      subject: 'Biology',
      level: 'medium',
    },
    {
      questionText:
        'A colour-blind man marries a woman with normal vision whose father was colour-blind. What is the probability that a son of this couple is colour-blind?',
      options: ['0', '1/4', '1/2', '1'],
      correctOption: 2,
      explanation:
        'The woman must be a carrier because she received her father’s affected X. A son receives his only X from his mother, so the chance is 1/2; the father’s X goes only to daughters.',
      subject: 'Biology',
      level: 'hard',
    },
    {
      questionText:
        'Red-flowered (RR) and white-flowered (rr) snapdragon plants are crossed and the F₁ is selfed. The F₂ ratio of red : pink : white flowers is:',
      options: ['1:2:1', '3:0:1', '9:6:1', '2:1:1'],
      correctOption: 0,
      explanation:
        'Flower colour in snapdragon shows incomplete dominance, so Rr plants are pink. F₂ = RR : Rr : rr = red : pink : white = 1:2:1, the same as the genotypic ratio.',
      subject: 'Biology',
      level: 'medium',
    },
    {
      questionText: 'The karyotype of a person with Turner’s syndrome is:',
      options: ['45, XO', '47, XXY', '47, XX, +21', '46, XY'],
      correctOption: 0,
      explanation:
        'Turner’s syndrome results from the absence of one X chromosome (44 autosomes + XO), giving 45 chromosomes. 47, XXY is Klinefelter’s syndrome.',
      subject: 'Biology',
      level: 'medium',
    },
    {
      questionText: 'Down’s syndrome is caused by:',
      options: [
        'Trisomy of chromosome 21',
        'Monosomy of chromosome 21',
        'Trisomy of chromosome 18',
        'Loss of the Y chromosome',
      ],
      correctOption: 0,
      explanation:
        'An extra copy of chromosome 21 (trisomy 21), usually from non-disjunction during meiosis, causes Down’s syndrome.',
      subject: 'Biology',
      level: 'easy',
    },
    {
      questionText: 'A double-stranded DNA molecule contains 20% adenine. The percentage of cytosine in it is:',
      options: ['20%', '30%', '40%', '60%'],
      correctOption: 1,
      explanation: 'By Chargaff’s rule A = T = 20%, so G + C = 100 − 40 = 60%, and C = G = 30%.',
      subject: 'Biology',
      level: 'medium',
    },
    {
      questionText: 'Of the 64 codons of the genetic code, how many code for amino acids?',
      options: ['61', '64', '20', '60'],
      correctOption: 0,
      explanation: 'UAA, UAG and UGA are stop codons that code for no amino acid, leaving 64 − 3 = 61 sense codons.',
      subject: 'Biology',
      level: 'medium',
    },
  ],
};

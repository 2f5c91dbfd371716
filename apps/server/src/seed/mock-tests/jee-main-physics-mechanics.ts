import type { SeedTest } from './types';

export const jeeMainPhysicsMechanics: SeedTest = {
  title: 'JEE Main Physics - Mechanics',
  subject: 'Physics',
  examType: 'Engineering Entrance',
  level: 'medium',
  type: 'Free',
  price: 0,
  duration: 30,
  targetExams: ['JEE Main', 'JEE Advanced'],
  questions: [
    {
      questionText:
        'A ball is thrown vertically upward with a speed of 20 m/s. Taking g = 10 m/s², the maximum height it reaches is:',
      options: ['10 m', '20 m', '40 m', '30 m'],
      correctOption: 1,
      explanation: 'At the highest point v = 0, so h = u²/2g = (20)²/(2 × 10) = 400/20 = 20 m.',
      subject: 'Physics',
      level: 'easy',
    },
    {
      questionText:
        'A car starts from rest and accelerates uniformly to 72 km/h in 10 s. The distance it covers in this time is:',
      options: ['200 m', '72 m', '100 m', '360 m'],
      correctOption: 2,
      explanation: '72 km/h = 20 m/s, so a = 20/10 = 2 m/s². Distance s = ½at² = ½ × 2 × 10² = 100 m.',
      subject: 'Physics',
      level: 'easy',
    },
    {
      questionText:
        'A projectile is launched with a speed of 40 m/s at 30° above the horizontal (g = 10 m/s²). Its horizontal range is:',
      options: ['80√3 m', '80 m', '160 m', '40√3 m'],
      correctOption: 0,
      explanation: 'R = u² sin 2θ / g = (1600 × sin 60°)/10 = 160 × (√3/2) = 80√3 m ≈ 138.6 m.',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText:
        'A 5 kg block on a rough horizontal floor (μ = 0.2) is pushed by a horizontal force of 30 N. Taking g = 10 m/s², its acceleration is:',
      options: ['2 m/s²', '6 m/s²', '5 m/s²', '4 m/s²'],
      correctOption: 3,
      explanation: 'Kinetic friction = μmg = 0.2 × 5 × 10 = 10 N. Net force = 30 − 10 = 20 N, so a = 20/5 = 4 m/s².',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText:
        'Two blocks of masses 2 kg and 3 kg are placed in contact on a frictionless horizontal surface. A horizontal force of 10 N is applied to the 2 kg block. The contact force between the blocks is:',
      options: ['4 N', '6 N', '10 N', '5 N'],
      correctOption: 1,
      explanation:
        'Common acceleration a = 10/(2 + 3) = 2 m/s². The contact force alone accelerates the 3 kg block, so N = 3 × 2 = 6 N.',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText: 'A force F = (3î + 4ĵ) N displaces a particle by d = (2î − ĵ) m. The work done by the force is:',
      options: ['10 J', '−2 J', '2 J', '5 J'],
      correctOption: 2,
      explanation: 'W = F · d = (3)(2) + (4)(−1) = 6 − 4 = 2 J.',
      subject: 'Physics',
      level: 'easy',
    },
    {
      questionText: 'If the linear momentum of a body increases by 20%, its kinetic energy increases by:',
      options: ['20%', '40%', '48%', '44%'],
      correctOption: 3,
      explanation: 'K = p²/2m, so K ∝ p². The new kinetic energy is (1.2)² K = 1.44 K, an increase of 44%.',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText:
        'A stone of mass 0.5 kg tied to a 1 m long string is whirled in a horizontal circle at 2 revolutions per second. Neglecting gravity, the tension in the string is:',
      options: ['8π² N', '4π² N', '16π² N', '2π² N'],
      correctOption: 0,
      explanation: 'ω = 2π × 2 = 4π rad/s. T = mω²r = 0.5 × 16π² × 1 = 8π² N (about 79 N).',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText:
        'A small bob on a light string is whirled in a vertical circle of radius R. The minimum speed at the top of the circle for the string to just remain taut is:',
      options: ['√(5gR)', '√(2gR)', '√(gR)', 'zero'],
      correctOption: 2,
      explanation:
        'At the top, T + mg = mv²/R. The string just stays taut when T = 0, which gives v² = gR, so v = √(gR).',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText:
        'A gun of mass 4 kg fires a bullet of mass 50 g with a speed of 400 m/s. The recoil speed of the gun is:',
      options: ['5 m/s', '2.5 m/s', '10 m/s', '0.5 m/s'],
      correctOption: 0,
      explanation: 'Momentum is conserved: 0.05 × 400 = 4 × V, so V = 20/4 = 5 m/s, opposite to the bullet.',
      subject: 'Physics',
      level: 'easy',
    },
    {
      questionText:
        'The moment of inertia of a uniform solid sphere of mass M and radius R about a tangent to its surface is:',
      options: ['(2/5)MR²', '(5/3)MR²', '(7/5)MR²', '(7/10)MR²'],
      correctOption: 2,
      explanation:
        'About a diameter I = (2/5)MR². By the parallel axis theorem, I about a tangent = (2/5)MR² + MR² = (7/5)MR².',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText: 'A solid cylinder rolls without slipping down an incline of angle θ. Its acceleration is:',
      options: ['g sin θ', '(2/3) g sin θ', '(1/2) g sin θ', '(5/7) g sin θ'],
      correctOption: 1,
      explanation:
        'For rolling, a = g sin θ / (1 + I/MR²). For a solid cylinder I/MR² = 1/2, so a = g sin θ / 1.5 = (2/3) g sin θ.',
      subject: 'Physics',
      level: 'hard',
    },
    {
      questionText:
        'If g is the acceleration due to gravity at the Earth’s surface, its value at a height equal to the Earth’s radius above the surface is:',
      options: ['g/2', 'g/9', 'g/3', 'g/4'],
      correctOption: 3,
      explanation: 'g at height h is g R²/(R + h)². With h = R this is g R²/(2R)² = g/4.',
      subject: 'Physics',
      level: 'easy',
    },
    {
      questionText:
        'The escape speed from the Earth is about 11.2 km/s. For a planet with the same mean density as the Earth but twice its radius, the escape speed would be about:',
      options: ['11.2 km/s', '22.4 km/s', '15.8 km/s', '5.6 km/s'],
      correctOption: 1,
      explanation:
        'v = √(2GM/R) with M = (4/3)πR³ρ gives v = R√(8πGρ/3), so at fixed density v ∝ R. Doubling R doubles the escape speed to 22.4 km/s.',
      subject: 'Physics',
      level: 'hard',
    },
    {
      questionText: 'If the radius of a satellite’s circular orbit is made 4 times larger, its orbital period becomes:',
      options: ['4 times', '16 times', '8 times', '2 times'],
      correctOption: 2,
      explanation: 'By Kepler’s third law T² ∝ r³, so T ∝ r^(3/2). The new period is 4^(3/2) = 8 times the old one.',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText:
        'A 1 kg block moving at 2 m/s on a smooth floor hits a light spring of spring constant 100 N/m. The maximum compression of the spring is:',
      options: ['20 cm', '10 cm', '2 cm', '40 cm'],
      correctOption: 0,
      explanation: '½mv² = ½kx², so x = v√(m/k) = 2 × √(1/100) = 0.2 m = 20 cm.',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText:
        'A pump lifts 600 kg of water to a height of 10 m in one minute. Taking g = 10 m/s², the minimum power of the pump is:',
      options: ['6 kW', '100 W', '1 kW', '10 kW'],
      correctOption: 2,
      explanation: 'Work = mgh = 600 × 10 × 10 = 60,000 J done in 60 s, so P = 60,000/60 = 1000 W = 1 kW.',
      subject: 'Physics',
      level: 'easy',
    },
    {
      questionText:
        'A ball moving with speed u collides head-on and perfectly elastically with an identical ball at rest. Immediately after the collision:',
      options: [
        'the two balls stick together and move with speed u/2',
        'the first ball stops and the second moves with speed u',
        'the first ball rebounds with speed u and the second stays at rest',
        'the balls move in opposite directions with speed u/2 each',
      ],
      correctOption: 1,
      explanation:
        'In an elastic head-on collision between equal masses the velocities are exchanged: conserving both momentum and kinetic energy gives v₁ = 0 and v₂ = u.',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText:
        'A skater spinning at 3 rev/s pulls in her arms so that her moment of inertia decreases by 25%. Her new rate of spin is:',
      options: ['2.25 rev/s', '3.75 rev/s', '5 rev/s', '4 rev/s'],
      correctOption: 3,
      explanation: 'Angular momentum is conserved: Iω = (0.75 I)ω′, so ω′ = 3/0.75 = 4 rev/s.',
      subject: 'Physics',
      level: 'medium',
    },
    {
      questionText: 'The dimensional formula of the universal gravitational constant G is:',
      options: ['[M L² T⁻²]', '[M⁻² L³ T⁻¹]', '[M L³ T⁻²]', '[M⁻¹ L³ T⁻²]'],
      correctOption: 3,
      explanation: 'From F = Gm₁m₂/r², G = Fr²/m² = [M L T⁻²][L²]/[M²] = [M⁻¹ L³ T⁻²].',
      subject: 'Physics',
      level: 'easy',
    },
  ],
};

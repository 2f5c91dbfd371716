export const DEMO_TARGET_EXAMS = [
  {
    name: 'JEE Main',
    description: 'Joint Entrance Examination (Main) for admission to NITs, IIITs and as the gateway to JEE Advanced.',
  },
  {
    name: 'JEE Advanced',
    description: 'The second stage of engineering entrance for admission to the IITs.',
  },
  {
    name: 'NEET UG',
    description: 'National Eligibility cum Entrance Test for MBBS, BDS and AYUSH undergraduate courses.',
  },
  {
    name: 'SSC CGL',
    description: 'Staff Selection Commission Combined Graduate Level exam for Group B and C central government posts.',
  },
  {
    name: 'IBPS PO',
    description: 'Institute of Banking Personnel Selection exam for Probationary Officers in public sector banks.',
  },
  {
    name: 'SBI Clerk',
    description: 'State Bank of India Junior Associates (Customer Support and Sales) recruitment exam.',
  },
  {
    name: 'UPSC CSE Prelims',
    description: 'Civil Services Preliminary Examination for the IAS, IPS, IFS and allied services.',
  },
  {
    name: 'GATE CSE',
    description: 'Graduate Aptitude Test in Engineering, Computer Science and Information Technology paper.',
  },
  {
    name: 'CAT',
    description: 'Common Admission Test for the IIMs and other leading business schools.',
  },
  {
    name: 'RRB NTPC',
    description: 'Railway Recruitment Board exam for Non-Technical Popular Categories posts.',
  },
] as const;

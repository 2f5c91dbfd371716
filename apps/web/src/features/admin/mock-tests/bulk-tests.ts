import { type BulkTestInput, type Checked, checkBulkTests, TEST_MSG } from '@mockprep/contract';
import { readJsonArray } from '../components/json-array';

type BulkTestCheck = { error: string } | (Checked<BulkTestInput> & { items: unknown[] });

/** Bulk test JSON checked by the contract (SPEC 5), with the raw items the server checks again. */
export function checkBulkTestJson(text: string): BulkTestCheck {
  const read = readJsonArray(text, TEST_MSG);
  return 'error' in read ? read : { ...checkBulkTests(read.items), items: read.items };
}

/** Two tests in the shape the bulk upload takes, to start from. */
export const SAMPLE_TESTS = [
  {
    title: 'SSC CGL Tier 1 Mock Test 1',
    subject: 'General Awareness',
    examType: 'SSC',
    duration: 60,
    type: 'Free',
    level: 'medium',
    isActive: true,
  },
  {
    title: 'JEE Main Physics Full Test',
    subject: 'Physics',
    examType: 'JEE',
    duration: 180,
    type: 'Paid',
    price: 99,
    level: 'hard',
    targetExams: [],
  },
];

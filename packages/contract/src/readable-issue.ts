import type { z } from 'zod';
import { formatCount } from './format';

type Issue = z.core.$ZodRawIssue;

/** Field names that do not read well as words. */
const LABELS: Record<string, string> = { mobile: 'Mobile number', id: 'Id', otp: 'OTP', dataUrl: 'Image' };

/** `correctOption` as "Correct option"; an item of a list as "Options (item 3)". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const at = path.findLastIndex((key) => typeof key === 'string');
  if (at < 0) return 'The request';
  const key = path[at] as string;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const label = LABELS[key] ?? words.charAt(0).toUpperCase() + words.slice(1);
  const index = path[at + 1];
  return typeof index === 'number' ? `${label} (item ${index + 1})` : label;
}

const TYPE_NAMES: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  date: 'a valid date',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'a valid email address',
  uuid: 'a valid id',
  guid: 'a valid id',
  url: 'a valid link',
  datetime: 'a valid date and time',
  date: 'a valid date',
};

const count = (n: unknown) => formatCount(Number(n));

function tooSmall(label: string, issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string')
    return min <= 1 ? `${label} is required` : `${label} must be at least ${count(min)} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') {
    return min <= 1 ? `${label} needs at least one item` : `${label} needs at least ${count(min)} items`;
  }
  if (issue.origin === 'date') return `${label} is too early`;
  return issue.inclusive === false
    ? `${label} must be more than ${count(min)}`
    : `${label} must be at least ${count(min)}`;
}

function tooBig(label: string, issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return `${label} must be at most ${count(max)} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${label} can have at most ${count(max)} items`;
  if (issue.origin === 'date') return `${label} is too late`;
  return issue.inclusive === false
    ? `${label} must be less than ${count(max)}`
    : `${label} must be at most ${count(max)}`;
}

/**
 * A sentence a person can read for a schema problem that has no message of its own, named after its field:
 * "Mobile number is required", "Duration must be a whole number". Messages a schema gives (SPEC's) win over these.
 */
export function readableIssue(issue: Issue): string {
  const path = issue.path ?? [];
  if (path.length === 0 && issue.code === 'invalid_type') return 'The request must be a JSON object';
  const label = fieldLabel(path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${label} is required`;
      return `${label} must be ${TYPE_NAMES[issue.expected] ?? 'valid'}`;
    case 'too_small':
      return tooSmall(label, issue);
    case 'too_big':
      return tooBig(label, issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `${label} must be ${String(issue.values[0])}`
        : `${label} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return FORMAT_NAMES[issue.format]
        ? `${label} must be ${FORMAT_NAMES[issue.format]}`
        : `${label} is not in the right format`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    default:
      return `${label} is invalid`;
  }
}

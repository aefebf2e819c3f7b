import type { ZodError } from 'zod';

export interface FieldIssue {
  message: string;
  /** Every field that has this same message (e.g. both empty sign-in fields). */
  fields: string[];
}

/** The first problem in the schema's order, as spec §5 shows one message at a time. */
export function firstIssue(error: ZodError): FieldIssue {
  const [first] = error.issues;
  const message = first?.message ?? 'Invalid input';
  const fields = error.issues.filter((issue) => issue.message === message).map((issue) => String(issue.path[0] ?? ''));
  return { message, fields };
}

import { isZodWording, keyed, zodIssueText, type ZodIssueFacts } from '#domain/texts/schema-messages.ts';

/** Each field's problem by its name; `form` is the form's own (a refusal no field explains). */
export type FieldProblems = Record<string, string>;

/**
 * How a form names its fields' problems: by the first step of the value's path ('name'), or by the whole
 * path ('tiers.0.threshold') in a form with lists of rows.
 */
export type ProblemNaming = 'field' | 'path';

export interface Issue extends ZodIssueFacts {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A schema's findings as one problem per field (the first), the shape the server's `fields` has too.
 * zod's own wording becomes a catalogue text (keyed), worded in the screen's language when shown.
 */
const keyedZodText = (issue: Issue) => {
  const text = zodIssueText(issue);
  return keyed(text.key, text.values);
};

export function issueProblems(issues: readonly Issue[], naming: ProblemNaming = 'field'): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const name = issue.path.length === 0 ? 'form' : naming === 'path' ? issue.path.map(String).join('.') : String(issue.path[0]);
    problems[name] ??= isZodWording(issue.message) ? keyedZodText(issue) : issue.message;
  }
  return problems;
}

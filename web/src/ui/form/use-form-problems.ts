import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { errorMessage } from '../error-message.ts';

/** Each field's problem by its name; `form` is the form's own (a refusal no field explains). */
export type FieldProblems = Record<string, string>;

/**
 * How a form names its fields' problems: by the first step of the value's path ('name'), or by the whole
 * path ('tiers.0.threshold') in a form with lists of rows.
 */
export type ProblemNaming = 'field' | 'path';

/** The line under a form whose fields have problems but the form itself has none. */
const CHECK_THE_FIELDS = 'Check the fields marked in red.';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A schema's findings as one problem per field (the first), the shape the server's `fields` has too. */
export function issueProblems(issues: readonly Issue[], naming: ProblemNaming = 'field'): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const name = issue.path.length === 0 ? 'form' : naming === 'path' ? issue.path.map(String).join('.') : String(issue.path[0]);
    problems[name] ??= issue.message;
  }
  return problems;
}

/** A zod schema as far as a form uses it (the endpoint's own body schema, so the messages are the server's). */
interface Checker<Data> {
  safeParse(input: unknown): { success: true; data: Data } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * A form's problems, shown beside its fields and under it: the client's checks before anything is sent
 * (with the server's own schema), then the server's answer to a request it refused (400 with `fields`).
 */
export function useFormProblems({ naming = 'field' }: { naming?: ProblemNaming } = {}) {
  const [problems, setProblems] = useState<FieldProblems>({});
  const any = Object.keys(problems).length > 0;
  return {
    all: problems,
    of: (name: string): string | undefined => problems[name],
    /** The form's own problem alone (forms that say nothing when a field already does). */
    form: problems.form,
    /** The line under the form: its own problem or, when only fields have one, where to look. */
    summary: problems.form ?? (any ? CHECK_THE_FIELDS : undefined),
    /** The values' data when the schema takes them; otherwise undefined, each field's problem shown. */
    check<Data>(schema: Checker<Data>, input: unknown): Data | undefined {
      const parsed = schema.safeParse(input);
      setProblems(parsed.success ? {} : issueProblems(parsed.error.issues, naming));
      return parsed.success ? parsed.data : undefined;
    },
    /**
     * A request that failed: the server's field messages beside the fields, or its message for the form.
     * The server names a field by the last step of its path ('odds'), which no control of a form with
     * rows is called, so such a form shows the server's whole message as well.
     */
    fail(error: unknown) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (Object.keys(fields).length === 0) setProblems({ form: errorMessage(error) });
      else setProblems(naming === 'path' ? { ...fields, form: errorMessage(error) } : fields);
    },
    /** Problems found another way (a check across fields, a list editor's own rule). */
    show: (found: FieldProblems) => setProblems(found),
    clear: () => setProblems({}),
    /** One field's problem, or none (editing a field takes its problem away; the next submit checks everything again). */
    set: (name: string, problem: string | undefined) =>
      setProblems((current) => {
        if (problem !== undefined) return { ...current, [name]: problem };
        return name in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) : current;
      }),
  };
}


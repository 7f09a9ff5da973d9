import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { wordMessage } from '#domain/texts/schema-messages.ts';
import { loadTexts, useT } from '../../texts/texts.tsx';
import { errorMessage } from '../error-message.ts';
import { issueProblems, type FieldProblems, type Issue, type ProblemNaming } from './issue-problems.ts';

// zod's own findings are worded from `errors.validation.*` (decision 029): a screen with a form has them by
// the time anyone submits it, whichever namespaces its route declared.
void loadTexts(['errors']).catch(() => undefined);

/** A zod schema as far as a form uses it (the endpoint's own body schema, so the messages are the server's). */
interface Checker<Data> {
  safeParse(input: unknown): { success: true; data: Data } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * A form's problems, shown beside its fields and under it: the client's checks before anything is sent
 * (with the server's own schema), then the server's answer to a request it refused (400 with `fields`).
 * A problem may be a catalogue key (a schema's message, a domain rule's): it is worded in the screen's
 * language when shown (decision 029); any other text shows as it is.
 */
export function useFormProblems({ naming = 'field' }: { naming?: ProblemNaming } = {}) {
  const t = useT();
  const [problems, setProblems] = useState<FieldProblems>({});
  const any = Object.keys(problems).length > 0;
  const word = (message: string | undefined) => (message === undefined ? message : wordMessage(t, message));
  return {
    all: Object.fromEntries(Object.entries(problems).map(([name, message]) => [name, word(message)!])),
    of: (name: string): string | undefined => word(problems[name]),
    /** The form's own problem alone (forms that say nothing when a field already does). */
    form: word(problems.form),
    /** The line under the form: its own problem or, when only fields have one, where to look. */
    summary: word(problems.form) ?? (any ? t('common.form.checkFields') : undefined),
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


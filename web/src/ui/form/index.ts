/**
 * The form kit: a field's label, control, hint and problem (Field and the controls built on it, in one of
 * the app's looks), the form's last row (FormFooter) and its problems (useFormProblems: the client's
 * checks with the server's schema, then the server's answer).
 */
export { CellInput, CellSelect } from './cell-controls.tsx';
export { controlProps, Field, ProblemText } from './field.tsx';
export { FormAlert, FormFooter, FormStatus, SubmitButton } from './form-footer.tsx';
export { controlClassName, FIELD_LOOKS } from './looks.ts';
export { maxLengthOf } from './schema-limits.ts';
export { PasswordInput } from './password-input.tsx';
export { CheckboxField, SelectField, TextAreaField, TextField } from './text-field.tsx';
export { issueProblems } from './issue-problems.ts';
export { useFormProblems } from './use-form-problems.ts';

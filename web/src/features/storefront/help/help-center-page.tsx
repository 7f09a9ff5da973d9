import { CheckCircle2, Clock, Mail, MessageCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { TextKey } from '#domain/texts/index.ts';
import { CASE_FIELD_LIMITS, caseProblems, isCaseNumber, type CaseFieldName } from '#domain/storefront/help.ts';
import { paths } from '../../../paths.ts';
import { useShopContact } from '../../../ui/shop-identity.ts';
import { caseForm, useCaseReceipt } from './api.ts';
import { Button } from '../../../ui/button.tsx';
import { useT } from '../../../texts/texts.tsx';

/** The hidden org id the case service files our cases under (not a secret: it is in the page). */
export const HELP_CENTER_ORG_ID = '00D5j00000LUMBNG';

/** The visible fields; their labels are storefront.help.fields.<name>. */
const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: CASE_FIELD_LIMITS.name },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: CASE_FIELD_LIMITS.email },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: CASE_FIELD_LIMITS.phone },
  { name: 'subject', type: 'text', autoComplete: 'off', maxLength: CASE_FIELD_LIMITS.subject },
] as const;

/**
 * storefront.md §2 Help Center: a plain HTML form post (five fields plus the hidden orgid, retURL
 * and external=1) to our case intake, which stores the case and sends the shopper back here with
 * ?submitted=<case number>.
 */
export function HelpCenterPage() {
  const t = useT();
  const contact = useShopContact();
  const [params] = useSearchParams();
  const submittedParam = params.get('submitted');
  const submitted = isCaseNumber(submittedParam) ? submittedParam : null;
  const receipt = useCaseReceipt(submitted);
  const returnUrl = `${window.location.origin}${paths.helpCenter.href()}`;
  const [problems, setProblems] = useState<Partial<Record<CaseFieldName, TextKey>>>({});

  /**
   * A case needs a description and a way to answer (decision 011). The same rule as the server
   * (domain/storefront/help.ts) runs first, so the shopper sees what to fix beside the fields instead of an
   * error page; a case that passes goes out as the spec's plain form post.
   */
  const checkBeforePost = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const text = (name: CaseFieldName) => String(data.get(name) ?? '');
    const found = caseProblems({ name: text('name'), email: text('email'), phone: text('phone'), subject: text('subject'), description: text('description') });
    setProblems(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      const first = (['name', 'email', 'phone', 'subject', 'description'] as const).find((field) => found[field]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`#case-${first}`)?.focus();
    }
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t('storefront.help.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        {t('storefront.help.intro')}
      </p>

      {submitted && receipt.isSuccess && (
        <div role="status" className="mt-6 flex items-start gap-3 rounded-2xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-emerald-700" />
          <div>
            <p className="font-semibold">{t('storefront.help.received', { caseNumber: receipt.data.caseNumber })}</p>
            {receipt.data.subject && <p className="mt-1 text-sm">{t('storefront.help.receivedSubject', { subject: receipt.data.subject })}</p>}
            <p className="mt-1 text-sm">{t('storefront.help.answerTime')}</p>
          </div>
        </div>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        {/* noValidate: our messages (the server's rule) are shown beside the fields, not the browser's bubbles. */}
        <form
          method={caseForm.method}
          action={caseForm.action}
          onSubmit={checkBeforePost}
          noValidate
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-100 sm:p-8"
        >
          <input type="hidden" name="orgid" value={HELP_CENTER_ORG_ID} />
          <input type="hidden" name="retURL" value={returnUrl} />
          <input type="hidden" name="external" value="1" />
          <div className="grid gap-5 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <div key={f.name}>
                <label htmlFor={`case-${f.name}`} className="mb-1.5 block text-sm font-semibold text-slate-700">
                  {t(`storefront.help.fields.${f.name}`)}
                </label>
                <input
                  id={`case-${f.name}`}
                  name={f.name}
                  type={f.type}
                  maxLength={f.maxLength}
                  autoComplete={f.autoComplete}
                  aria-invalid={problems[f.name] ? true : undefined}
                  aria-describedby={problems[f.name] ? `case-${f.name}-error` : undefined}
                  className={`h-12 w-full rounded-xl border px-4 text-sm outline-none focus:ring-2 ${fieldBorder(problems[f.name])}`}
                />
                <FieldMessage id={`case-${f.name}-error`} problem={problems[f.name]} />
              </div>
            ))}
            <div className="sm:col-span-2">
              <label htmlFor="case-description" className="mb-1.5 block text-sm font-semibold text-slate-700">
                {t('storefront.help.fields.description')}
              </label>
              <textarea
                id="case-description"
                name="description"
                rows={6}
                maxLength={CASE_FIELD_LIMITS.description}
                aria-invalid={problems.description ? true : undefined}
                aria-describedby={problems.description ? 'case-description-error' : undefined}
                className={`w-full rounded-xl border px-4 py-3 text-sm outline-none focus:ring-2 ${fieldBorder(problems.description)}`}
              />
              <FieldMessage id="case-description-error" problem={problems.description} />
            </div>
          </div>
          <Button type="submit" size="lg" className="mt-6 px-10 shadow-md">
            {t('storefront.help.submit')}
          </Button>
        </form>

        <aside className="space-y-4">
          <div className="rounded-2xl bg-navy p-6 text-white">
            <h2 className="text-lg font-bold">{t('storefront.help.otherWays')}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {contact && (
                <>
                  <li>
                    <a href={contact.whatsappHref} className="inline-flex items-center gap-2 hover:underline">
                      <MessageCircle aria-hidden="true" className="h-4 w-4" /> WhatsApp {contact.phone}
                    </a>
                  </li>
                  <li>
                    <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-2 hover:underline">
                      <Mail aria-hidden="true" className="h-4 w-4" /> {contact.email}
                    </a>
                  </li>
                </>
              )}
              <li className="inline-flex items-center gap-2">
                <Clock aria-hidden="true" className="h-4 w-4" /> {t('storefront.help.hours')}
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </section>
  );
}

const fieldBorder = (problem: string | undefined) =>
  problem ? 'border-red-500 focus:border-red-600 focus:ring-red-200' : 'border-slate-300 focus:border-brand focus:ring-brand/20';

/** What to fix in a field, under it (read out with the field through aria-describedby). */
function FieldMessage({ id, problem }: { id: string; problem: TextKey | undefined }) {
  const t = useT();
  if (!problem) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {t(problem)}
    </p>
  );
}

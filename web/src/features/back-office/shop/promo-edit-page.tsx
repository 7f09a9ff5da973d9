import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { PROMO_BLOCK_TYPES, promoForm, type AdminPromo } from '#domain/back-office/shop.ts';
import { PROMO_CATEGORIES } from '#domain/storefront/promo-categories.ts';
import { paths } from '../../../paths.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { CheckboxField, FormFooter, issueProblems, SelectField, SubmitButton, TextAreaField, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { IconButton } from '../../../ui/icon-button.tsx';
import { ListState } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { ImageField } from '../catalog-parts.ts';
import { useMayAct } from '../session.tsx';
import { usePromo, useSavePromo } from './api.ts';
import { useT } from '../../../texts/texts.tsx';

type BlockType = (typeof PROMO_BLOCK_TYPES)[number];
/** A content block as the form edits it: lists as one item a line. */
interface BlockDraft {
  key: number;
  type: BlockType;
  text: string;
}
interface Values {
  title: string;
  description: string;
  image: string;
  startDate: string;
  endDate: string;
  category: string;
  discount: string;
  featured: boolean;
  active: boolean;
  blocks: BlockDraft[];
}

let nextKey = 1;
const draftOf = (block: AdminPromo['content'][number]): BlockDraft => ({ key: nextKey++, type: block.type, text: 'text' in block ? block.text : block.items.join('\n') });
const blockOf = ({ type, text }: BlockDraft) =>
  type === 'paragraph' || type === 'heading'
    ? { type, text }
    : {
        type,
        items: text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      };

const EMPTY: Values = { title: '', description: '', image: '', startDate: '', endDate: '', category: PROMO_CATEGORIES[0], discount: '', featured: false, active: true, blocks: [] };
const valuesOf = (p: AdminPromo): Values => ({
  title: p.title,
  description: p.description,
  image: p.image,
  startDate: p.startDay,
  endDate: p.endDay,
  category: p.category,
  discount: String(p.discount),
  featured: p.featured,
  active: p.active,
  blocks: p.content.map(draftOf),
});

/** The promo's problems by field, and a content block's by block: 'content.2' (zod's path to the block). */
function promoProblems(issues: Parameters<typeof issueProblems>[0]): Record<string, string> {
  const blocks = issues.filter((issue) => issue.path[0] === 'content' && typeof issue.path[1] === 'number').map((issue) => ({ ...issue, path: issue.path.slice(0, 2) }));
  return { ...issueProblems(issues), ...issueProblems(blocks, 'path') };
}

/** Add or edit a promo (every field of storefront.md §3 Promo; decision 023), checked with the server's schema. */
export function PromoEditPage() {
  const t = useT();
  const { id } = useParams();
  const promo = usePromo(id);
  return (
    <AdminPage
      title={id ? (promo.data?.title ?? t('backOffice.shop.promo.title')) : t('backOffice.shop.promos.add')}
      intro={id ? t('backOffice.shop.promo.intro', { id }) : t('backOffice.shop.promo.addIntro')}
    >
      {id ? (
        <ListState isPending={promo.isPending} error={promo.error} isEmpty={false} empty="" onRetry={() => void promo.refetch()}>
          {promo.data && <PromoForm key={id} id={id} initial={valuesOf(promo.data)} />}
        </ListState>
      ) : (
        <PromoForm id={undefined} initial={EMPTY} />
      )}
    </AdminPage>
  );
}

function PromoForm({ id, initial }: { id: string | undefined; initial: Values }) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const problems = useFormProblems();
  const location = useLocation();
  const [saved, setSaved] = useState<string | null>((location.state as { saved?: string } | null)?.saved ?? null);
  const save = useSavePromo(id);
  const navigate = useNavigate();
  const mayEdit = useMayAct('admin');
  const set = <K extends keyof Values>(name: K) => (value: Values[K]) => setValues((v) => ({ ...v, [name]: value }));
  const setBlocks = (change: (blocks: BlockDraft[]) => BlockDraft[]) => setValues((v) => ({ ...v, blocks: change(v.blocks) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const { blocks, discount, ...rest } = values;
    const input = { ...rest, discount: discount.trim() === '' ? undefined : Number(discount), content: blocks.map(blockOf) };
    const parsed = promoForm.safeParse(input);
    if (!parsed.success) return problems.show(promoProblems(parsed.error.issues));
    problems.clear();
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        const message = t('backOffice.shop.promo.saved', { id: result.id, state: result.active ? 'active' : 'inactive' });
        if (id === undefined) void navigate(paths.adminPromo.href({ id: String(result.id) }), { state: { saved: message } });
        else setSaved(message);
      },
      onError: problems.fail,
    });
  };

  const text = (name: 'title' | 'startDate' | 'endDate' | 'discount', label: string, extra: { type?: string; hint?: string; inputMode?: 'numeric' } = {}) => (
    <TextField id={`promo-${name}`} label={label} problem={problems.of(name)} hint={extra.hint} type={extra.type ?? 'text'} inputMode={extra.inputMode} value={values[name]} onValue={set(name)} disabled={!mayEdit} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('backOffice.shop.promo.title')} className="space-y-6">
      <Panel title={t('backOffice.shop.promo.title')}>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="md:col-span-2">{text('title', t('backOffice.shop.promo.field.title'))}</div>
          <div className="md:col-span-2">
            <TextAreaField id="promo-description" label={t('backOffice.catalog.form.description')} problem={problems.of('description')} hint={t('backOffice.shop.promo.descriptionHint')} rows={2} value={values.description} onValue={set('description')} disabled={!mayEdit} />
          </div>
          {text('startDate', t('backOffice.programme.games.startDate'), { type: 'date' })}
          {text('endDate', t('backOffice.programme.games.endDate'), { type: 'date', hint: t('backOffice.shop.promo.endDateHint') })}
          <SelectField id="promo-category" label={t('backOffice.catalog.column.category')} problem={problems.of('category')} value={values.category} onValue={set('category')} disabled={!mayEdit}>
            {PROMO_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          {text('discount', t('backOffice.shop.promo.field.discount'), { inputMode: 'numeric', hint: t('backOffice.shop.promo.discountHint') })}
          <div className="flex flex-wrap gap-6 md:col-span-2">
            <CheckboxField label={t('backOffice.shop.promo.featured')} checked={values.featured} onChecked={set('featured')} disabled={!mayEdit} />
            <CheckboxField label={t('backOffice.shop.promo.active')} checked={values.active} onChecked={set('active')} disabled={!mayEdit} />
          </div>
        </div>
        <div className="mt-4">
          <ImageField id="promo-image" value={values.image} onChange={set('image')} problem={problems.of('image')} alt={t('backOffice.shop.promo.imageAlt')} disabled={!mayEdit} />
        </div>
      </Panel>
      <Panel
        title={t('backOffice.shop.promo.content')}
        actions={
          mayEdit ? (
            <Button variant="outline" size="sm" className="px-4" onClick={() => setBlocks((b) => [...b, { key: nextKey++, type: 'paragraph', text: '' }])}>
              {t('backOffice.shop.promo.addBlock')}
            </Button>
          ) : undefined
        }
      >
        {problems.of('content') && (
          <p role="alert" className="mb-3 text-sm font-medium text-red-700">
            {problems.of('content')}
          </p>
        )}
        {values.blocks.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-center text-slate-600">{t('backOffice.shop.promo.noBlocks')}</p>
        ) : (
          <ol className="space-y-3">
            {values.blocks.map((block, index) => {
              const blockId = `promo-block-${block.key}`;
              const problem = problems.of(`content.${index}`);
              const update = (change: Partial<BlockDraft>) => setBlocks((blocks) => blocks.map((b) => (b.key === block.key ? { ...b, ...change } : b)));
              const move = (by: number) =>
                setBlocks((blocks) => {
                  const next = [...blocks];
                  const [item] = next.splice(index, 1);
                  if (item) next.splice(index + by, 0, item);
                  return next;
                });
              const isList = block.type === 'list' || block.type === 'terms';
              return (
                <li key={block.key} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                  <div className="flex flex-wrap items-end gap-2">
                    <div className="w-48">
                      <SelectField id={`${blockId}-type`} label={t('backOffice.shop.promo.block', { position: index + 1 })} value={block.type} onValue={(type) => update({ type: type as BlockType })} disabled={!mayEdit}>
                        {PROMO_BLOCK_TYPES.map((kind) => (
                          <option key={kind} value={kind}>
                            {t(`backOffice.shop.promo.blockType.${kind}`)}
                          </option>
                        ))}
                      </SelectField>
                    </div>
                    {mayEdit && (
                      <div className="ml-auto flex gap-1">
                        <IconButton label={t('backOffice.shop.promo.moveUp', { position: index + 1 })} disabled={index === 0} onClick={() => move(-1)} icon={<ArrowUp size={16} aria-hidden />} />
                        <IconButton label={t('backOffice.shop.promo.moveDown', { position: index + 1 })} disabled={index === values.blocks.length - 1} onClick={() => move(1)} icon={<ArrowDown size={16} aria-hidden />} />
                        <IconButton label={t('backOffice.shop.promo.remove', { position: index + 1 })} onClick={() => setBlocks((blocks) => blocks.filter((b) => b.key !== block.key))} icon={<X size={16} aria-hidden />} />
                      </div>
                    )}
                  </div>
                  <div className="mt-2">
                    <TextAreaField id={`${blockId}-text`} label={t(isList ? 'backOffice.shop.promo.items' : 'backOffice.shop.promo.text')} problem={problem} rows={isList ? 4 : 2} value={block.text} onValue={(text) => update({ text })} disabled={!mayEdit} />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </Panel>
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>{t(id === undefined ? 'backOffice.shop.promo.addSubmit' : 'backOffice.catalog.form.saveChanges')}</SubmitButton>}
        <ButtonLink to={paths.adminPromos.href()} variant="outline" size="sm" className="inline-flex items-center px-5 py-2">
          {t('backOffice.catalog.form.backToList')}
        </ButtonLink>
      </FormFooter>
    </form>
  );
}

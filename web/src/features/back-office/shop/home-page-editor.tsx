import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { HOME_LISTS, HOME_SECTION_NAMES, HOME_SECTIONS, homeListForm, homeSectionForm, type AdminHomeResponse, type HomeListName, type HomeListProduct, type HomeSectionName } from '#domain/back-office/shop.ts';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { FormFooter, issueProblems, SelectField, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { IconButton } from '../../../ui/icon-button.tsx';
import { ListState, SearchField } from '../../../ui/table/index.ts';
import { AdminPage, Panel } from '../admin-page.tsx';
import { ImageField, StatusPill, toNumber, useProducts } from '../catalog-parts.ts';
import { useMayAct } from '../session.tsx';
import { useHome, useSaveHomeList, useSaveHomeSection } from './api.ts';
import { useT } from '../../../texts/texts.tsx';
import type { TextKey } from '#domain/texts/index.ts';
import type { Translate } from '#domain/texts/translate.ts';

type Kind = 'text' | 'image' | 'number';
/** The fields of each section's items (storefront.md §3), in the order the form shows them. */
const SECTION_FIELDS: Record<HomeSectionName, [name: string, label: TextKey, kind: Kind][]> = {
  categories: [['name', 'backOffice.shop.home.field.name', 'text'], ['image', 'backOffice.catalog.image.label', 'image']],
  slides: [['title', 'backOffice.shop.home.field.title', 'text'], ['desc', 'backOffice.shop.promo.text', 'text'], ['cover', 'backOffice.shop.home.field.cover', 'image']],
  topCategories: [['name', 'backOffice.shop.home.field.name', 'text'], ['ordersThisWeek', 'backOffice.shop.home.field.ordersThisWeek', 'number'], ['image', 'backOffice.catalog.image.label', 'image']],
  discounts: [['name', 'backOffice.shop.home.field.discountName', 'text'], ['price', 'backOffice.shop.home.field.fromPrice', 'number'], ['cover', 'backOffice.shop.home.field.cover', 'image']],
  newArrivals: [['name', 'backOffice.shop.home.field.name', 'text'], ['price', 'backOffice.catalog.product.field.price', 'number'], ['cover', 'backOffice.shop.home.field.cover', 'image']],
  brands: [['name', 'backOffice.shop.home.field.name', 'text'], ['logo', 'backOffice.shop.home.field.logo', 'image']],
  banners: [['title', 'backOffice.shop.home.field.title', 'text'], ['subtitle', 'backOffice.shop.home.field.subtitle', 'text'], ['image', 'backOffice.catalog.image.label', 'image']],
};

type Choice = HomeSectionName | HomeListName;
const LIST_NAMES = Object.keys(HOME_LISTS) as HomeListName[];
const isList = (choice: Choice): choice is HomeListName => choice in HOME_LISTS;
const labelOf = (t: Translate, choice: Choice) => t(`backOffice.shop.home.section.${choice}`);

/** The home page's sections and product lists (decision 023): items, their order, the products listed. */
export function HomePageEditor() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('section') ?? 'slides';
  const choice: Choice = (HOME_SECTION_NAMES as string[]).includes(wanted) || wanted in HOME_LISTS ? (wanted as Choice) : 'slides';
  const home = useHome();
  return (
    <AdminPage title={t('backOffice.shop.home.title')} intro={t('backOffice.shop.home.intro')}>
      <Panel title={t('backOffice.shop.home.section.title')}>
        <SelectField id="home-section" label={t('backOffice.shop.home.edit')} controlClassName="max-w-sm" value={choice} onValue={(section) => setSearch(section === 'slides' ? {} : { section })}>
          <optgroup label={t('backOffice.shop.home.productLists')}>
            {LIST_NAMES.map((name) => (
              <option key={name} value={name}>
                {labelOf(t, name)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('backOffice.shop.home.sections')}>
            {HOME_SECTION_NAMES.map((name) => (
              <option key={name} value={name}>
                {labelOf(t, name)}
              </option>
            ))}
          </optgroup>
        </SelectField>
      </Panel>
      <ListState isPending={home.isPending} error={home.error} isEmpty={false} empty="" onRetry={() => void home.refetch()}>
        {home.data &&
          (isList(choice) ? <ListEditor key={choice} list={choice} initial={home.data.lists[choice]} /> : <SectionEditor key={choice} section={choice} initial={home.data.sections[choice]} />)}
      </ListState>
      <p className="text-sm text-slate-600">
        {t('backOffice.shop.home.seeIt')}{' '}
        <a href={paths.home.href()} target="_blank" rel="noreferrer" className="font-semibold text-navy hover:underline">
          {t('backOffice.shop.home.thePage')}
        </a>
      </p>
    </AdminPage>
  );
}

interface Draft {
  key: number;
  values: Record<string, string>;
}
let nextKey = 1;

function SectionEditor({ section, initial }: { section: HomeSectionName; initial: AdminHomeResponse['sections'][HomeSectionName] }) {
  const t = useT();
  const fields = SECTION_FIELDS[section];
  const [items, setItems] = useState<Draft[]>(() => initial.map((item) => ({ key: nextKey++, values: Object.fromEntries(fields.map(([name]) => [name, String(item[name] ?? '')])) })));
  const problems = useFormProblems();
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveHomeSection();
  const mayEdit = useMayAct('admin');
  const label = labelOf(t, section);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const body = {
      section,
      items: items.map(({ values }) => Object.fromEntries(fields.map(([name, , kind]) => [name, kind === 'number' ? toNumber(values[name] ?? '') : (values[name] ?? '')]))),
    };
    const parsed = homeSectionForm.safeParse(body);
    if (!parsed.success) {
      // An item's field by its place and name ('2.title'); a problem of the list itself is the form's.
      const issues = parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.length >= 3 ? issue.path.slice(1, 3) : [] }));
      return problems.show(issueProblems(issues, 'path'));
    }
    problems.clear();
    save.mutate(parsed.data, { onSuccess: () => setSaved(t('backOffice.shop.home.sectionSaved', { section: label })), onError: problems.fail });
  };

  const move = (index: number, by: number) =>
    setItems((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="space-y-4">
      <Panel
        title={label}
        actions={
          mayEdit && items.length < HOME_SECTIONS[section].max ? (
            <Button variant="outline" size="sm" className="px-4" onClick={() => setItems((list) => [...list, { key: nextKey++, values: Object.fromEntries(fields.map(([name]) => [name, ''])) }])}>
              {t('backOffice.shop.home.addItem')}
            </Button>
          ) : undefined
        }
      >
        {items.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{t('backOffice.shop.home.noItems')}</p>
        ) : (
          <ol className="space-y-3">
            {items.map((item, index) => (
              <li key={item.key} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h3 className="text-sm font-bold text-ink">
                    {index + 1}. {item.values.name || item.values.title || t('backOffice.shop.home.newItem')}
                  </h3>
                  {mayEdit && (
                    <div className="flex gap-1">
                      <IconButton label={t('backOffice.shop.home.moveUp', { position: index + 1 })} disabled={index === 0} onClick={() => move(index, -1)} icon={<ArrowUp size={16} aria-hidden />} />
                      <IconButton label={t('backOffice.shop.home.moveDown', { position: index + 1 })} disabled={index === items.length - 1} onClick={() => move(index, 1)} icon={<ArrowDown size={16} aria-hidden />} />
                      <IconButton label={t('backOffice.shop.home.remove', { position: index + 1 })} onClick={() => setItems((list) => list.filter((d) => d.key !== item.key))} icon={<X size={16} aria-hidden />} />
                    </div>
                  )}
                </div>
                <div className="grid gap-3 md:grid-cols-2">
                  {fields.map(([name, fieldLabel, kind]) => {
                    const id = `home-${item.key}-${name}`;
                    const problem = problems.of(`${index}.${name}`);
                    const set = (value: string) => setItems((list) => list.map((d) => (d.key === item.key ? { ...d, values: { ...d.values, [name]: value } } : d)));
                    return kind === 'image' ? (
                      <div key={name} className="md:col-span-2">
                        <ImageField id={id} label={t(fieldLabel)} alt="" value={item.values[name] ?? ''} onChange={set} problem={problem} disabled={!mayEdit} />
                      </div>
                    ) : (
                      <TextField key={name} id={id} label={t(fieldLabel)} problem={problem} inputMode={kind === 'number' ? 'numeric' : undefined} value={item.values[name] ?? ''} onValue={set} disabled={!mayEdit} />
                    );
                  })}
                </div>
              </li>
            ))}
          </ol>
        )}
      </Panel>
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>{t('backOffice.shop.home.save', { section: label })}</SubmitButton>}
      </FormFooter>
    </form>
  );
}

function ListEditor({ list, initial }: { list: HomeListName; initial: HomeListProduct[] }) {
  const t = useT();
  const [products, setProducts] = useState(initial);
  const problems = useFormProblems();
  const [saved, setSaved] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const found = useProducts({ q, status: 'Active' });
  const save = useSaveHomeList();
  const mayEdit = useMayAct('admin');
  const label = labelOf(t, list);
  const listed = new Set(products.map((p) => p.productId));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = homeListForm.safeParse({ list, productIds: products.map((p) => p.productId) });
    if (!parsed.success) return problems.show(issueProblems(parsed.error.issues.map((issue) => ({ ...issue, path: [] }))));
    problems.clear();
    save.mutate(parsed.data, { onSuccess: () => setSaved(t('backOffice.shop.home.listSaved', { list: label, count: products.length })), onError: problems.fail });
  };
  const move = (index: number, by: number) =>
    setProducts((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate aria-label={label} className="space-y-4">
        <Panel title={label}>
          {products.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{t('backOffice.shop.home.noProducts')}</p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {products.map((p, index) => (
                <li key={p.productId} className="flex items-center gap-3 py-2">
                  <span className="w-6 text-right text-sm tabular-nums text-slate-600">{index + 1}.</span>
                  <img src={p.imageUrl} alt="" className="h-10 w-10 shrink-0 rounded bg-slate-50 object-contain" />
                  <div className="min-w-0 flex-1">
                    <div className="truncate text-sm font-semibold text-ink">{p.productName}</div>
                    <div className="text-xs text-slate-600">
                      {p.productId} {p.status !== 'Active' && <StatusPill active={false}>{t('backOffice.shop.home.inactiveHidden')}</StatusPill>}
                    </div>
                  </div>
                  {mayEdit && (
                    <div className="flex shrink-0 gap-1">
                      <IconButton label={t('backOffice.shop.home.moveNamedUp', { name: p.productName })} disabled={index === 0} onClick={() => move(index, -1)} icon={<ArrowUp size={16} aria-hidden />} />
                      <IconButton label={t('backOffice.shop.home.moveNamedDown', { name: p.productName })} disabled={index === products.length - 1} onClick={() => move(index, 1)} icon={<ArrowDown size={16} aria-hidden />} />
                      <IconButton label={t('backOffice.shop.home.removeNamed', { name: p.productName })} onClick={() => setProducts((list) => list.filter((x) => x.productId !== p.productId))} icon={<X size={16} aria-hidden />} />
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <FormFooter saved={saved} problem={problems.summary}>
          {mayEdit && <SubmitButton pending={save.isPending}>{t('backOffice.shop.home.save', { section: label })}</SubmitButton>}
        </FormFooter>
      </form>
      {mayEdit && (
        <Panel title={t('backOffice.shop.home.addProducts')}>
          <form
            role="search"
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              setQ(draft.trim());
            }}
          >
            <SearchField id="home-product-search" label={t('backOffice.catalog.products.searchLabel')} value={draft} onChange={setDraft} />
            <Button type="submit" variant="navy" size="sm" className="px-5">
              {t('backOffice.catalog.products.search')}
            </Button>
          </form>
          <ListState isPending={found.isPending} error={found.error} isEmpty={(found.data?.products.length ?? 0) === 0} empty={t('backOffice.shop.home.noMatch')} onRetry={() => void found.refetch()}>
            <ul className="mt-3 divide-y divide-slate-100">
              {found.data?.products.slice(0, 8).map((p) => (
                <li key={p.productId} className="flex items-center gap-3 py-2">
                  <img src={p.imageUrl} alt="" className="h-10 w-10 shrink-0 rounded bg-slate-50 object-contain" />
                  <div className="min-w-0 flex-1">
                    <div className="truncate text-sm font-semibold text-ink">{p.productName}</div>
                    <div className="text-xs text-slate-600">{p.productId}</div>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    className="shrink-0 px-3"
                    disabled={listed.has(p.productId)}
                    aria-label={t('backOffice.shop.home.addNamed', { name: p.productName })}
                    onClick={() => setProducts((list) => [...list, { productId: p.productId, productName: p.productName, imageUrl: p.imageUrl, status: p.status }])}
                  >
                    {t(listed.has(p.productId) ? 'backOffice.shop.home.listed' : 'backOffice.shop.home.add')}
                  </Button>
                </li>
              ))}
            </ul>
          </ListState>
        </Panel>
      )}
    </div>
  );
}

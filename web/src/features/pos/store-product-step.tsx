import { formatRupiah } from '#domain/platform/format.ts';
import { useId, useRef, useState } from 'react';
import type { PosProduct, PosStore } from '#domain/pos/api/sales.ts';
import type { StoreBrand } from '#domain/loyalty/vouchers.ts';
import { ErrorBlock, LoadingBlock } from '../../ui/page-states.tsx';
import { useProducts, useStores } from './api.ts';

import { Button } from '../../ui/button.tsx';
import { trailingBarcode, useBarcodeWedge } from './barcode-wedge.ts';
import { useT } from '../../texts/texts.tsx';

interface StoreProductStepProps {
  brand: StoreBrand;
  storeId: string | null;
  onSelectStore(storeId: string): void;
  onAdd(product: PosProduct): void;
}

/** loyalty-pos.md §2 step 1: the store dropdown ('Select store', max height 250) and the 4-column grid. */
export function StoreProductStep({ brand, storeId, onSelectStore, onAdd }: StoreProductStepProps) {
  const t = useT();
  const stores = useStores(brand);
  const products = useProducts(brand);
  return (
    <div className="space-y-6">
      {stores.isError ? (
        <ErrorBlock error={stores.error} onRetry={() => void stores.refetch()} />
      ) : (
        <StoreDropdown stores={stores.data ?? []} storeId={storeId} onSelect={onSelectStore} />
      )}
      {products.isPending ? (
        // Below lg the summary sits under the grid: a screen-high placeholder keeps it where the
        // loaded grid will push it (no layout shift when the products arrive).
        <div className="min-h-svh lg:min-h-0">
          <LoadingBlock label={t('pos.store.loadingProducts')} />
        </div>
      ) : products.isError ? (
        <ErrorBlock error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <ProductPicker products={products.data} onAdd={onAdd} />
      )}
    </div>
  );
}

/** The chip for every category; the shop's categories are never empty. */
const ALL = '';

/** The product's name, code or barcode contains what the cashier typed (any case). */
const matches = (product: PosProduct, text: string) => {
  const needle = text.trim().toLowerCase();
  return !needle || [product.name, product.productCode, product.barcode].some((value) => value.toLowerCase().includes(needle));
};

/**
 * Selling quickly (decision 006): a search box and category chips over the grid, and the barcode scanner
 * (a keyboard wedge: digits and Enter) adding the product from anywhere in step 1.
 */
function ProductPicker({ products, onAdd }: { products: PosProduct[]; onAdd(product: PosProduct): void }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);
  const [scanMessage, setScanMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const categories = [ALL, ...new Set(products.map((p) => p.category))];
  const shown = products.filter((p) => (category === ALL || p.category === category) && matches(p, query));

  const addByBarcode = (code: string) => {
    const product = products.find((p) => p.barcode === code);
    if (product) {
      onAdd(product);
      setScanMessage({ ok: true, text: t('pos.store.scanAdded', { name: product.name }) });
    } else {
      setScanMessage({ ok: false, text: t('pos.store.scanUnknown', { code }) });
    }
  };
  useBarcodeWedge(addByBarcode);

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="pos-product-search" className="block text-sm font-medium text-slate-700">
          {t('pos.store.search')}
        </label>
        <input
          id="pos-product-search"
          maxLength={100}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // A scan (or a code typed by hand) into the search box: add it, and leave the search as it was.
            const code = event.key === 'Enter' ? trailingBarcode(query) : null;
            if (!code) return;
            event.preventDefault();
            setQuery(query.slice(0, -code.length));
            addByBarcode(code);
          }}
          placeholder={t('pos.store.searchPlaceholder')}
          autoComplete="off"
          className="mt-1 h-11 w-full max-w-md rounded-lg border border-slate-300 bg-white px-3"
        />
      </div>
      <div role="group" aria-label={t('pos.store.categories')} className="flex flex-wrap gap-2">
        {categories.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
            className="h-9 rounded-full px-4 text-sm font-medium text-ink ring-1 ring-slate-300 hover:bg-slate-100 aria-pressed:bg-navy aria-pressed:text-white aria-pressed:ring-navy"
          >
            {name === ALL ? t('pos.store.all') : name}
          </button>
        ))}
      </div>
      <p role="status" className={`min-h-5 text-sm font-medium ${scanMessage?.ok === false ? 'text-red-700' : 'text-green-700'}`}>
        {scanMessage?.text}
      </p>
      {shown.length === 0 ? (
        <p className="text-slate-600">{t('pos.store.noMatch')}</p>
      ) : (
        <ul aria-label={t('pos.store.products')} className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
          {shown.map((product) => (
            <li key={product.id} className="flex flex-col rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
              <img src={product.picture} alt="" className="aspect-square w-full rounded-xl bg-slate-50 object-contain" loading="lazy" />
              <h3 className="mt-2 line-clamp-2 text-sm font-semibold text-ink">{product.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{formatRupiah(product.price)}</p>
              <div className="mt-auto pt-3">
                <Button onClick={() => onAdd(product)} aria-label={t('pos.store.addNamed', { name: product.name })} variant="navy" className="h-9 w-full text-sm">
                  {t('pos.store.add')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A listbox rather than a native <select>: the spec caps the open list at 250 px. */
function StoreDropdown({ stores, storeId, onSelect }: { stores: PosStore[]; storeId: string | null; onSelect(id: string): void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const labelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const selected = stores.find((s) => s.storeId === storeId);
  const choose = (id: string) => {
    onSelect(id);
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div
      className="relative max-w-md"
      onBlur={(event) => {
        // Focus (or a click) left the dropdown: close it.
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <span id={labelId} className="block text-sm font-medium text-slate-700">
        {t('pos.store.label')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${listId}-value`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        className="mt-1 flex h-11 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3 text-left"
      >
        <span id={`${listId}-value`} className={selected ? 'text-ink' : 'text-slate-500'}>
          {selected?.name ?? t('pos.store.select')}
        </span>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="text-slate-500">
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          style={{ maxHeight: 250 }}
          className="absolute z-20 mt-1 w-full overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setOpen(false);
              buttonRef.current?.focus();
            }
          }}
        >
          {stores.map((store, index) => (
            <li
              key={store.storeId}
              role="option"
              tabIndex={0}
              autoFocus={index === 0}
              aria-selected={store.storeId === storeId}
              onClick={() => choose(store.storeId)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(store.storeId);
                }
              }}
              className="cursor-pointer px-3 py-2 text-sm text-ink hover:bg-slate-100 focus:bg-slate-100 focus:outline-none aria-selected:font-semibold"
            >
              {store.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

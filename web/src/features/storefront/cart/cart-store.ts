import { useSyncExternalStore } from 'react';
import { orderTotal } from '#domain/storefront/cart.ts';

/**
 * The shopper's cart (storefront.md §3 "Cart item", §4 "Cart"). It lives in the browser and is kept
 * in localStorage, so a reload loses nothing. Prices are integer rupiah.
 */
export interface CartLine {
  productId: string;
  name: string;
  imageUrl: string;
  price: number;
  qty: number;
  /**
   * The units in stock when last seen (the product's Stock), the most the cart takes: a shopper learns
   * it as they add one too many, not only when the order is placed. Unknown (a deal card) caps nothing
   * until the cart page reads the catalogue (cart-stock.ts).
   */
  stock?: number;
}

export type CartProduct = Omit<CartLine, 'qty'>;
/** 'at-stock': the cart already holds every unit in stock (none added); 'sold-out': none in stock. */
export type AddOutcome = 'added' | 'increased' | 'at-stock' | 'sold-out';
export type DecreaseOutcome = 'decreased' | 'needs-confirmation';

const STORAGE_KEY = 'lumbung:cart';

export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export class CartStore {
  private lines: CartLine[];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: CartStorage | null) {
    this.lines = CartStore.load(storage);
  }

  private static load(storage: CartStorage | null): CartLine[] {
    try {
      const raw = storage?.getItem(STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
    } catch {
      return []; // a corrupt entry must not break the shop
    }
  }

  getLines = (): CartLine[] => this.lines;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Adding a product already in the cart raises its qty by 1; otherwise it is added with qty 1. Never
   * past the stock (the product's, else the line's last known): then nothing changes and the outcome
   * says why.
   */
  add(product: CartProduct): AddOutcome {
    const existing = this.lines.find((l) => l.productId === product.productId);
    const stock = product.stock ?? existing?.stock;
    if (stock !== undefined && stock <= 0) return 'sold-out';
    if (existing) {
      if (stock !== undefined && existing.qty >= stock) {
        if (existing.stock !== stock) this.set(this.lines.map((l) => (l === existing ? { ...l, stock } : l)));
        return 'at-stock';
      }
      this.set(this.lines.map((l) => (l === existing ? { ...l, qty: l.qty + 1, ...(stock === undefined ? {} : { stock }) } : l)));
      return 'increased';
    }
    this.set([...this.lines, { ...product, qty: 1 }]);
    return 'added';
  }

  /** Lowers qty by 1; at qty 1 the shopper must confirm the removal first. */
  decrease(productId: string): DecreaseOutcome {
    const line = this.lines.find((l) => l.productId === productId);
    if (!line || line.qty <= 1) return 'needs-confirmation';
    this.set(this.lines.map((l) => (l === line ? { ...l, qty: l.qty - 1 } : l)));
    return 'decreased';
  }

  /** The lines as `change` makes them (cart-stock.ts lowers lines to the stock with it). */
  replace(change: (lines: CartLine[]) => CartLine[]): void {
    const next = change(this.lines);
    if (next !== this.lines) this.set(next);
  }

  remove(productId: string): void {
    this.set(this.lines.filter((l) => l.productId !== productId));
  }

  clear(): void {
    this.set([]);
  }

  private set(lines: CartLine[]): void {
    this.lines = lines;
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(lines));
    } catch {
      // storage full or disabled: the cart still works for this page view
    }
    for (const listener of this.listeners) listener();
  }
}

function isCartLine(value: unknown): value is CartLine {
  const v = value as CartLine;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.productId === 'string' &&
    typeof v.name === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    Number.isInteger(v.qty) &&
    v.qty > 0 &&
    (v.stock === undefined || Number.isInteger(v.stock))
  );
}

/** Number of distinct lines: the header badge (storefront.md §1). */
export const distinctLineCount = (lines: CartLine[]): number => lines.length;

/** The summary's total, computed in the browser (storefront.md §2 Cart) with the server's rule. */
export const cartTotal = (lines: CartLine[]): number => orderTotal(lines.map((l) => ({ unitPrice: l.price, quantity: l.qty })));

/** The order request's lines: the server looks the prices up itself. */
export const orderLinesOf = (lines: CartLine[]) => lines.map((l) => ({ productId: l.productId, quantity: l.qty }));

export const cartStore = new CartStore(typeof window === 'undefined' ? null : window.localStorage);

export function useCartLines(): CartLine[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getLines, cartStore.getLines);
}

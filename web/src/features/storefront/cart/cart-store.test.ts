import { describe, expect, it } from 'vitest';
import { CartStore, cartTotal, distinctLineCount, orderLinesOf, type CartStorage } from './cart-store.ts';
import { capToStock } from './cart-stock.ts';

class MemoryStorage implements CartStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const phone = { productId: '1', name: 'Xiaomi Redmi 13C 4/128GB', imageUrl: '/images/products/1.svg', price: 1_399_000 };
const caseItem = { productId: 'HAP-IP-14PL-CON', name: 'Case', imageUrl: '/images/products/hap-ip-14pl-con.svg', price: 899_000 };

describe('CartStore (storefront.md §4)', () => {
  it('adds a new product with qty 1, and raises the qty of one already in the cart', () => {
    const cart = new CartStore(new MemoryStorage());
    expect(cart.add(phone)).toBe('added');
    expect(cart.add(phone)).toBe('increased');
    expect(cart.add(caseItem)).toBe('added');
    expect(cart.getLines().map((l) => [l.productId, l.qty])).toEqual([
      ['1', 2],
      ['HAP-IP-14PL-CON', 1],
    ]);
    expect(distinctLineCount(cart.getLines())).toBe(2);
    expect(cartTotal(cart.getLines())).toBe(2 * 1_399_000 + 899_000);
    expect(orderLinesOf(cart.getLines())).toEqual([
      { productId: '1', quantity: 2 },
      { productId: 'HAP-IP-14PL-CON', quantity: 1 },
    ]);
  });

  it('decreases by one, and asks for confirmation instead of going below 1', () => {
    const cart = new CartStore(new MemoryStorage());
    cart.add(phone);
    cart.add(phone);
    expect(cart.decrease('1')).toBe('decreased');
    expect(cart.getLines()[0]?.qty).toBe(1);
    expect(cart.decrease('1')).toBe('needs-confirmation');
    expect(cart.getLines()[0]?.qty).toBe(1);
    cart.remove('1');
    expect(cart.getLines()).toEqual([]);
    expect(cartTotal(cart.getLines())).toBe(0);
  });

  it('survives a reload through storage, and ignores corrupt or foreign entries', () => {
    const storage = new MemoryStorage();
    const cart = new CartStore(storage);
    cart.add(phone);
    cart.add(caseItem);
    cart.add(caseItem);
    expect(new CartStore(storage).getLines()).toEqual(cart.getLines());

    storage.setItem('lumbung:cart', '{not json');
    expect(new CartStore(storage).getLines()).toEqual([]);
    storage.setItem('lumbung:cart', JSON.stringify([{ ...phone, qty: 0 }, { ...phone, qty: 2.5 }, { foo: 1 }, { ...caseItem, qty: 3 }]));
    expect(new CartStore(storage).getLines()).toEqual([{ ...caseItem, qty: 3 }]);
  });

  it('clears everything, and notifies subscribers on each change', () => {
    const cart = new CartStore(null);
    let calls = 0;
    const unsubscribe = cart.subscribe(() => (calls += 1));
    cart.add(phone);
    cart.clear();
    unsubscribe();
    cart.add(phone);
    expect(calls).toBe(2);
  });

  it('never takes more than the stock: the add that would pass it changes nothing and says so', () => {
    const cart = new CartStore(new MemoryStorage());
    const fourLeft = { ...phone, stock: 4 };
    expect(cart.add(fourLeft)).toBe('added');
    for (let i = 0; i < 3; i += 1) expect(cart.add(fourLeft)).toBe('increased');
    expect(cart.add(fourLeft)).toBe('at-stock');
    expect(cart.add(fourLeft)).toBe('at-stock');
    expect(cart.getLines()[0]?.qty).toBe(4);
    // The cart page's plus button passes the line, which remembers the stock.
    expect(cart.add(cart.getLines()[0]!)).toBe('at-stock');
    expect(cart.add({ ...caseItem, stock: 0 })).toBe('sold-out');
    expect(cart.getLines()).toHaveLength(1);
  });

  it('lowers a line to the catalogue’s stock now and names the lines it lowered', () => {
    const storage = new MemoryStorage();
    const cart = new CartStore(storage);
    for (let i = 0; i < 6; i += 1) cart.add(phone); // a deal card knows no stock
    cart.add(caseItem);
    const cap = (stocks: Map<string, number>) => {
      let lowered: ReturnType<typeof capToStock>['lowered'] = [];
      cart.replace((lines) => {
        const capped = capToStock(lines, stocks);
        lowered = capped.lowered;
        return capped.lines;
      });
      return lowered;
    };
    const lowered = cap(new Map([['1', 4], ['HAP-IP-14PL-CON', 9]]));
    expect(lowered.map((l) => [l.productId, l.qty])).toEqual([['1', 4]]);
    expect(cart.getLines().map((l) => [l.productId, l.qty, l.stock])).toEqual([
      ['1', 4, 4],
      ['HAP-IP-14PL-CON', 1, 9],
    ]);
    expect(new CartStore(storage).getLines()[0]?.qty).toBe(4);
    expect(cap(new Map([['1', 4]]))).toEqual([]);
    expect(cart.add(phone)).toBe('at-stock');
  });
});

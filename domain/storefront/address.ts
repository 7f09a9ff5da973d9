/**
 * The checkout's contact and Indonesian delivery address (decision 018), and the one function that says
 * what is wrong with them. The API schema refines with it and the checkout page runs it before sending,
 * so a shopper reads the same message beside a field either way. The messages are catalogue keys
 * (`storefront.errors.*`), worded in the reader's language where they are shown (decision 029).
 */
import { normalizePhone } from '../platform/phone.ts';
import type { TextKey } from '../texts/index.ts';

/** The 38 provinces (since 2022), as shoppers pick them. */
export const PROVINCES = [
  'Aceh', 'Bali', 'Banten', 'Bengkulu', 'DI Yogyakarta', 'DKI Jakarta', 'Gorontalo', 'Jambi', 'Jawa Barat',
  'Jawa Tengah', 'Jawa Timur', 'Kalimantan Barat', 'Kalimantan Selatan', 'Kalimantan Tengah', 'Kalimantan Timur',
  'Kalimantan Utara', 'Kepulauan Bangka Belitung', 'Kepulauan Riau', 'Lampung', 'Maluku', 'Maluku Utara',
  'Nusa Tenggara Barat', 'Nusa Tenggara Timur', 'Papua', 'Papua Barat', 'Papua Barat Daya', 'Papua Pegunungan',
  'Papua Selatan', 'Papua Tengah', 'Riau', 'Sulawesi Barat', 'Sulawesi Selatan', 'Sulawesi Tengah',
  'Sulawesi Tenggara', 'Sulawesi Utara', 'Sumatera Barat', 'Sumatera Selatan', 'Sumatera Utara',
] as const;

export interface ShopContact {
  name: string;
  email: string;
  phone: string;
}

export interface ShopAddress {
  street: string;
  kelurahan: string;
  kecamatan: string;
  /** Kota or kabupaten. */
  city: string;
  province: string;
  postalCode: string;
}

type ContactField = keyof ShopContact;
type AddressField = keyof ShopAddress;
export type FieldProblems = Partial<Record<ContactField | AddressField, TextKey>>;

// The texts storefront.errors.nameTooLong, streetTooLong and areaTooLong state these limits.
export const FIELD_LIMITS = { name: 100, email: 254, phone: 20, street: 200, area: 100 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE = /^[1-9]\d{4}$/;

function contactProblems(contact: ShopContact): FieldProblems {
  const problems: FieldProblems = {};
  const name = contact.name.trim();
  if (!name) problems.name = 'storefront.errors.nameRequired';
  else if (name.length > FIELD_LIMITS.name) problems.name = 'storefront.errors.nameTooLong';
  const email = contact.email.trim();
  if (!email) problems.email = 'storefront.errors.emailRequired';
  else if (email.length > FIELD_LIMITS.email || !EMAIL.test(email)) problems.email = 'storefront.errors.emailInvalid';
  if (!contact.phone.trim()) problems.phone = 'storefront.errors.phoneRequired';
  else if (contact.phone.length > FIELD_LIMITS.phone || !normalizePhone(contact.phone)) {
    problems.phone = 'storefront.errors.phoneInvalid';
  }
  return problems;
}

function addressProblems(address: ShopAddress): FieldProblems {
  const problems: FieldProblems = {};
  const required: [AddressField, TextKey, number, TextKey][] = [
    ['street', 'storefront.errors.streetRequired', FIELD_LIMITS.street, 'storefront.errors.streetTooLong'],
    ['kelurahan', 'storefront.errors.kelurahanRequired', FIELD_LIMITS.area, 'storefront.errors.areaTooLong'],
    ['kecamatan', 'storefront.errors.kecamatanRequired', FIELD_LIMITS.area, 'storefront.errors.areaTooLong'],
    ['city', 'storefront.errors.cityRequired', FIELD_LIMITS.area, 'storefront.errors.areaTooLong'],
  ];
  for (const [field, missing, max, tooLong] of required) {
    const value = address[field].trim();
    if (!value) problems[field] = missing;
    else if (value.length > max) problems[field] = tooLong;
  }
  if (!(PROVINCES as readonly string[]).includes(address.province)) problems.province = 'storefront.errors.provinceRequired';
  if (!POSTAL_CODE.test(address.postalCode.trim())) problems.postalCode = 'storefront.errors.postalCodeInvalid';
  return problems;
}

/** The contact always; the address unless the order is collected in a store. */
export function checkoutFieldProblems(input: { contact: ShopContact; address: ShopAddress | null; pickup: boolean }): FieldProblems {
  const problems = contactProblems(input.contact);
  if (!input.pickup) {
    if (input.address) Object.assign(problems, addressProblems(input.address));
    else problems.street = 'storefront.errors.addressRequired';
  }
  return problems;
}

export const EMPTY_ADDRESS: ShopAddress = { street: '', kelurahan: '', kecamatan: '', city: '', province: '', postalCode: '' };

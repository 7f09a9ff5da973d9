/**
 * The checkout's contact and Indonesian delivery address (decision 018), and the one function that says
 * what is wrong with them. The API schema refines with it and the checkout page runs it before sending,
 * so a shopper reads the same message beside a field either way.
 */
import { normalizePhone } from '../platform/phone.ts';

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
export type FieldProblems = Partial<Record<ContactField | AddressField, string>>;

export const FIELD_LIMITS = { name: 100, email: 254, phone: 20, street: 200, area: 100 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE = /^[1-9]\d{4}$/;

function contactProblems(contact: ShopContact): FieldProblems {
  const problems: FieldProblems = {};
  const name = contact.name.trim();
  if (!name) problems.name = 'Enter your name.';
  else if (name.length > FIELD_LIMITS.name) problems.name = `Name can be at most ${FIELD_LIMITS.name} characters.`;
  const email = contact.email.trim();
  if (!email) problems.email = 'Enter your e-mail address.';
  else if (email.length > FIELD_LIMITS.email || !EMAIL.test(email)) problems.email = 'Enter an e-mail address such as budi@example.com.';
  if (!contact.phone.trim()) problems.phone = 'Enter your phone number.';
  else if (contact.phone.length > FIELD_LIMITS.phone || !normalizePhone(contact.phone)) {
    problems.phone = 'Enter an Indonesian phone number such as 0812-3456-7890.';
  }
  return problems;
}

function addressProblems(address: ShopAddress): FieldProblems {
  const problems: FieldProblems = {};
  const required: [AddressField, string, number][] = [
    ['street', 'Enter the street, house number, RT/RW.', FIELD_LIMITS.street],
    ['kelurahan', 'Enter the kelurahan or desa.', FIELD_LIMITS.area],
    ['kecamatan', 'Enter the kecamatan.', FIELD_LIMITS.area],
    ['city', 'Enter the city or kabupaten.', FIELD_LIMITS.area],
  ];
  for (const [field, message, max] of required) {
    const value = address[field].trim();
    if (!value) problems[field] = message;
    else if (value.length > max) problems[field] = `At most ${max} characters.`;
  }
  if (!(PROVINCES as readonly string[]).includes(address.province)) problems.province = 'Choose the province.';
  if (!POSTAL_CODE.test(address.postalCode.trim())) problems.postalCode = 'A postal code has 5 digits, such as 12190.';
  return problems;
}

/** The contact always; the address unless the order is collected in a store. */
export function checkoutFieldProblems(input: { contact: ShopContact; address: ShopAddress | null; pickup: boolean }): FieldProblems {
  const problems = contactProblems(input.contact);
  if (!input.pickup) {
    if (input.address) Object.assign(problems, addressProblems(input.address));
    else problems.street = 'Enter the delivery address.';
  }
  return problems;
}

export const EMPTY_ADDRESS: ShopAddress = { street: '', kelurahan: '', kecamatan: '', city: '', province: '', postalCode: '' };

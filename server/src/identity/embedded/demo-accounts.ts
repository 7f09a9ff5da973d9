import type { SocialProvider } from '#domain/identity/password.ts';

/**
 * Demo accounts of the embedded provider (docs/guide/identity.md, "Demo accounts"). The social ones stand for accounts a
 * social connection would create; they have no password. With IDENTITY_DEV_TOOLS the sign-in page
 * offers them, so their read-only profile can be tried and tested.
 */
export const DEMO_SHOPPER = { email: 'dewi@lumbung.test', password: 'Belanja#2024', name: 'Dewi Lestari', nickname: 'dewi' } as const;
/** Named apart from member 1001 Budi Santoso, so a receipt or a list never leaves it unclear who is who. */
export const DEMO_CASHIER = { email: 'kasir@lumbung.test', password: 'Kasir#2024', name: 'Wahyu Nugroho', nickname: 'wahyu' } as const;
/** The demo cashier's first name, which member 1001's was too; a database seeded with it is renamed once (seed/identity.ts). */
export const FORMER_DEMO_CASHIER_NAME = 'Budi Santoso';
/** Approves returns at the till with the PIN (decision 016); may do what a cashier may. */
export const DEMO_MANAGER = { email: 'manajer@lumbung.test', password: 'Manajer#2024', name: 'Sari Wulandari', nickname: 'sari', pin: '2468' } as const;

export interface DemoSocialAccount {
  userId: string;
  connection: string;
  email: string;
  name: string;
  nickname: string;
}

export const DEMO_SOCIAL_ACCOUNTS: Record<SocialProvider, DemoSocialAccount> = {
  google: { userId: 'google-oauth2|104729035186455823310', connection: 'google-oauth2', email: 'rina.google@lumbung.test', name: 'Rina Wijaya', nickname: 'rina' },
  facebook: { userId: 'facebook|10160473829405512', connection: 'facebook', email: 'agus.facebook@lumbung.test', name: 'Agus Pratama', nickname: 'agus' },
  twitter: { userId: 'twitter|1458392017364058113', connection: 'twitter', email: 'tono.twitter@lumbung.test', name: 'Tono Hartono', nickname: 'tono' },
  linkedin: { userId: 'linkedin|x7Bq2LmN9s', connection: 'linkedin', email: 'lina.linkedin@lumbung.test', name: 'Lina Kusuma', nickname: 'lina' },
};

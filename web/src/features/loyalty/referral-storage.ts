import { referralCodeOf } from '#domain/loyalty/referrals.ts';

/**
 * What the browser keeps for referrals (decision 033): the code of the link a visitor opened, until they
 * join (sign-up goes through the identity provider and back, so it cannot ride in the address), and a
 * random id of this browser, sent with the join so the server can compare its hash with other members'.
 */
const CODE_KEY = 'lumbung.referralCode';
const DEVICE_KEY = 'lumbung.deviceId';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (private mode settings): referrals work without the device check
  }
};

export function rememberReferralCode(input: string | undefined): void {
  const code = referralCodeOf(input);
  if (code) storage()?.setItem(CODE_KEY, code);
}

export const rememberedReferralCode = (): string | null => referralCodeOf(storage()?.getItem(CODE_KEY));

export const forgetReferralCode = (): void => storage()?.removeItem(CODE_KEY);

/** This browser's id, made on first use; undefined when the browser keeps nothing. */
export function browserDeviceId(): string | undefined {
  const store = storage();
  if (!store) return undefined;
  let id = store.getItem(DEVICE_KEY);
  if (!id) {
    id = globalThis.crypto.randomUUID();
    store.setItem(DEVICE_KEY, id);
  }
  return id;
}

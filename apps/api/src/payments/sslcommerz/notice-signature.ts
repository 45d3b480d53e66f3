/**
 * The signature SSLCommerz puts on the IPN (and on the return POSTs), as its own libraries check it
 * (decision 064; `sslcommerz-lts` ships no check, SSLCommerz's PHP library's `SSLCOMMERZ_hash_varify`
 * is the reference): `verify_key` names the signed fields; of those present in the POST, each
 * `name=value`, plus `store_passwd=md5(store password)`, sorted by name and joined with '&', is
 * md5-hashed into `verify_sign`. md5 is the gateway's choice, not ours: it only proves the sender
 * knows the store password; the validation API still decides whether anything was paid.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Fields we act on: a signature that does not cover them would let them be swapped. */
const MUST_BE_SIGNED = ['tran_id', 'val_id'] as const;

export type NoticeCheck = { ok: true } | { ok: false; reason: string };

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function computeSign(fields: Record<string, string>, signedKeys: string[], storePassword: string): string {
  const signed = new Map<string, string>();
  for (const key of signedKeys) {
    const value = fields[key];
    if (value !== undefined) signed.set(key, value);
  }
  signed.set('store_passwd', md5(storePassword));
  const sorted = [...signed.keys()].sort();
  return md5(sorted.map((key) => `${key}=${signed.get(key)}`).join('&'));
}

/** Whether the POST carries a signature made with this store's password over the fields we read. */
export function checkNoticeSignature(fields: Record<string, unknown>, storePassword: string): NoticeCheck {
  const text = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const sign = text.verify_sign;
  const keyList = text.verify_key;
  if (!sign || !keyList) return { ok: false, reason: 'verify_sign or verify_key missing' };
  const signedKeys = keyList.split(',');
  const unsigned = MUST_BE_SIGNED.filter((key) => key in text && !signedKeys.includes(key));
  if (unsigned.length > 0) return { ok: false, reason: `verify_key does not cover ${unsigned.join(', ')}` };
  const expected = Buffer.from(computeSign(text, signedKeys, storePassword));
  const given = Buffer.from(sign.toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'verify_sign does not match' };
  }
  return { ok: true };
}

/** The fields as SSLCommerz posts them: every one signed, with verify_key and verify_sign added. */
export function signNotice(fields: Record<string, string>, storePassword: string): Record<string, string> {
  const signedKeys = Object.keys(fields).filter((key) => key !== 'verify_sign' && key !== 'verify_key');
  return {
    ...fields,
    verify_key: signedKeys.join(','),
    verify_sign: computeSign(fields, signedKeys, storePassword),
  };
}

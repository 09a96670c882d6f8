import { hash } from 'node:crypto';
import { zip5 } from './normalize-address';

/**
 * Address keys and their hashes. The database computes the same hashes in SQL
 * (`md5(street || '|' || city || '|' || zip5)`, `md5(street || '|' || unit_key || '|' || city || '|' || zip5)`),
 * so the key strings must stay exactly these. Street, unit key and city are expected already normalized
 * (normalizeStreet, normalizeUnit().key, normalizeCity); the ZIP is cut to five digits here.
 */
export function addressKey(street: string, city: string, zip: string): string {
  return `${street}|${city}|${zip5(zip)}`;
}

export function fullAddressKey(street: string, unitKey: string, city: string, zip: string): string {
  return `${street}|${unitKey}|${city}|${zip5(zip)}`;
}

/** md5 hex of addressKey: one value per street address, whatever the unit. */
export function addressHash(street: string, city: string, zip: string): string {
  return md5(addressKey(street, city, zip));
}

/** md5 hex of fullAddressKey: one value per dwelling. */
export function fullAddressHash(street: string, unitKey: string, city: string, zip: string): string {
  return md5(fullAddressKey(street, unitKey, city, zip));
}

/** "123 N MAIN ST APT 4, LANSING, MI 48910"; the unit is left out when blank. */
export function formatFullAddress(street: string, unitDisplay: string, city: string, zip: string): string {
  const line = unitDisplay === '' ? street : `${street} ${unitDisplay}`;
  const zip5Text = zip5(zip);
  const stateZip = zip5Text === '' ? 'MI' : `MI ${zip5Text}`;
  return [line, city, stateZip].filter((part) => part !== '').join(', ');
}

/**
 * The type-ahead key: upper-cased with every white-space character removed ("123 n Main st" -> "123NMAINST").
 * Applied both to stored full addresses and to what a user types, so a prefix of one matches the other.
 */
export function addressSearchKey(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

function md5(text: string): string {
  // One-shot hashing (strings as UTF-8, as the database's md5 reads them): a Hash object per
  // address cost a fifth of the load's parsing time.
  return hash('md5', text, 'hex');
}

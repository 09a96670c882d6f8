import type { Db } from '@voterroll/db/database';
import { addressHash } from '@voterroll/voterfile/address/address-hash';
import {
  normalizeCity,
  normalizeStreet,
  normalizeUnit,
  zip5,
} from '@voterroll/voterfile/address/normalize-address';
import { parseAddressLine } from '@voterroll/voterfile/address/parse-address-line';
import type { AddressToVerify, AddressVerifier, Verification } from './address-verifier';

const PO_BOX = /^\s*(P\s*\.?\s*O\s*\.?\s*BOX|POST\s+OFFICE\s+BOX|BOX)\s+\d/i;

/**
 * The offline default: no provider is reached. The address is put in its USPS Publication 28 form
 * (the load's own normalization) and checked against what the product holds: the addresses of the
 * voter file (same street in this city and ZIP, or under another city or ZIP), the ZIP codes seen
 * there, the postal-locations rows and the canvass rows in force. Codes: contract
 * address-verification-codes.ts.
 */
export function offlineVerifier(db: Db): AddressVerifier {
  return {
    name: 'offline',
    async verify(a: AddressToVerify): Promise<Verification> {
      return { ok: true, codes: await offlineCodes(db, a), provider: 'offline' };
    },
  };
}

async function offlineCodes(db: Db, a: AddressToVerify): Promise<string[]> {
  if (a.state !== '' && a.state.toUpperCase() !== 'MI') return ['AE04'];
  if (PO_BOX.test(a.address_line_1)) return ['PB'];
  const parsed = parseAddressLine(a.address_line_1);
  if (!parsed) return ['AE10'];
  const street = normalizeStreet(parsed);
  const city = normalizeCity(a.city);
  const zip = zip5(a.zip_code);
  const unit = normalizeUnit(a.extension || parsed.unit);
  const codes: string[] = [];
  // Every address of this house number and street, whatever its city or ZIP: a range scan of the
  // type-ahead's byte-wise search_key index, whose keys begin with the street.
  const known = await db.query<{ norm_city: string; zip5: string; unit_key: string }>(
    `select distinct norm_city, zip5, unit_key from addresses
      where search_key >= translate(upper($1), ' #/-&''.,', '')
        and search_key < translate(upper($1), ' #/-&''.,', '') || '~'
        and norm_street = $1
      limit 1000`,
    [street],
  );
  const here = known.filter((k) => k.norm_city === city && k.zip5 === zip);
  if (here.length > 0) {
    codes.push(unit.key !== '' && !here.some((k) => k.unit_key === unit.key) ? 'AS02' : 'AS01');
  } else if (known.some((k) => k.zip5 === zip)) codes.push('AS01', 'AC03');
  else if (known.some((k) => k.norm_city === city)) codes.push('AS01', 'AC01');
  else {
    const [zipSeen] = await db.query<{ seen: boolean }>(
      'select exists (select 1 from addresses where zip5 = $1) as seen',
      [zip],
    );
    codes.push(zipSeen?.seen ? 'AE02' : 'AE01');
  }
  const [sources] = await db.query<{ kinds: string[] | null; canvassed: boolean }>(
    `select (select array_agg(distinct kind) from postal_locations
              where snapshot_date = (select max(snapshot_date) from postal_locations)
                and norm_street = $1 and zip5 = $2) as kinds,
            exists (select 1 from canvass_records
                     where snapshot_date = (select max(snapshot_date) from canvass_records)
                       and address_hash = $3) as canvassed`,
    [street, zip, addressHash(street, city, zip)],
  );
  if (sources?.kinds?.length) codes.push('AS03');
  if (sources?.kinds?.includes('CMRA')) codes.push('RR');
  if (sources?.canvassed) codes.push('AS10');
  return codes;
}

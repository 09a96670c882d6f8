import type { Db } from '@voterroll/db/database';
import type { VerifierConfig } from '../../config';
import { httpVerifier } from './http-verifier';
import { offlineVerifier } from './offline-verifier';

/** The address as the research form sends it (POST /api/verifyAddress/{addressHash}/). */
export interface AddressToVerify {
  address_line_1: string;
  extension: string;
  city: string;
  state: string;
  zip_code: string;
}

/** An answer: the result codes (catalogue: contract address-verification-codes.ts). */
export type Verification =
  | { ok: true; codes: string[]; provider: string }
  /** The provider could not be asked or gave no readable answer (not the caller's fault). */
  | { ok: false; message: string };

/**
 * One interface for address verification: the offline default checks against what the product
 * holds; a real provider is reached over HTTP when ADDRESS_VERIFY_URL is set (README).
 */
export interface AddressVerifier {
  name: string;
  verify(address: AddressToVerify): Promise<Verification>;
}

export function createVerifier(db: Db, config: VerifierConfig | undefined): AddressVerifier {
  return config?.url ? httpVerifier({ ...config, url: config.url }) : offlineVerifier(db);
}

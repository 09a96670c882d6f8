import type { Role } from '@voterroll/contract/roles';
import { addressHash } from '@voterroll/voterfile/address/address-hash';
import type { AppOptions } from '../app';
import { type FlagTestApp, flagTestApp } from './flag-app';

/**
 * The density and research tests' snapshot, loaded by the real ingest: 260 Lansing voters at 50
 * addresses (100-149 MAIN ST: 101-110 hold 6 registrations, the others 5) and 9 Grand Rapids
 * voters at one address (Kent), with an account and session per named user.
 */
export const densityTestApp = (
  users: Record<string, readonly [readonly Role[], { county?: string }]>,
  app?: Omit<AppOptions, 'db'>,
): Promise<FlagTestApp> => flagTestApp({ lansingVoters: 260, users, ...(app ? { app } : {}) });

export const MAIN_101 = addressHash('101 MAIN ST', 'LANSING', '48910');
export const MAIN_102 = addressHash('102 MAIN ST', 'LANSING', '48910');

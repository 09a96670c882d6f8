import { messageResponse, mfaVerifyTextResponse } from '@voterroll/contract/accounts-api';
import { apiPost } from '../lib/api-client';

/** Texts a verification code to the phone (POST /api/auth/mfa-send-text); digits only. */
export const sendPhoneCode = (phone: string) =>
  apiPost('/api/auth/mfa-send-text', { my_phone_number: phone }, messageResponse);

/** Checks the texted code (POST /api/auth/mfa-verify-text); a success carries the phone's token. */
export const verifyPhoneCode = (phone: string, code: string) =>
  apiPost('/api/auth/mfa-verify-text', { my_phone_number: phone, sms_code: code }, mfaVerifyTextResponse);

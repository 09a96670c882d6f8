import type { FlagState, UpdateTriageStatusBody } from '@voterroll/contract/flags-api';
import { INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../lib/api-client';
import { updateTriageStatus } from './flags-queries';

export interface SaveNotice {
  ok: boolean;
  text: string;
}

/**
 * The clerk dialog's saves (POST /api/update-triage-status), with spec 3 section 8's handling: a
 * failure shows the answer's message (or the error's) as status text and reloads the
 * registration's state, since the refusal may say it changed meanwhile; a 401 goes to /login
 * with 'Insufficient Permission, please contact site root.'.
 */
export function useTriageSave(o: { onSaved: (flag: FlagState) => void; onRefused: () => void }) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const save = async (body: UpdateTriageStatusBody): Promise<boolean> => {
    setNotice(null);
    try {
      const r = await updateTriageStatus(body);
      setNotice({ ok: true, text: r.message });
      o.onSaved(r.flag);
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'unauthorized') {
        void navigate(`/login?redirect-msg=${encodeURIComponent(INSUFFICIENT_PERMISSION_MESSAGE)}`);
        return false;
      }
      setNotice({ ok: false, text: errorText(e) });
      o.onRefused();
      return false;
    }
  };
  return { save, notice, clearNotice: () => setNotice(null) };
}

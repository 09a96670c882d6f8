import type { Registration } from '@voterroll/contract/addresses-api';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const VOTER = 'voter';

/**
 * The registration whose details are open, kept in the URL (`?voter=`) beside the searched
 * address (issue 37): the details can be shared, Back closes them and leaves the results, and a
 * row of the name search opens them. Closing goes back a step when one was taken to get here,
 * else drops the parameter.
 */
export function useDetailsInUrl(registrations: readonly Registration[]) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const voter = params.get(VOTER);
  const details = voter ? (registrations.find((r) => r.voter_identification_number === voter) ?? null) : null;
  const without = (p: URLSearchParams) => {
    const next = new URLSearchParams(p);
    next.delete(VOTER);
    return next;
  };
  return {
    details,
    open: (r: Registration) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.set(VOTER, r.voter_identification_number);
        return next;
      }),
    close: () => {
      if (location.key !== 'default') void navigate(-1);
      else setParams(without, { replace: true });
    },
  };
}

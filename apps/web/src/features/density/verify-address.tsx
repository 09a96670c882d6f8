import type { DensityRow, verificationResult } from '@voterroll/contract/density-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { verifyAddress } from './density-queries';

/** Verify address (spec 2 sections 2.5 and 4): the provider's codes, each as 'code - short - long'. */
export function VerifyAddress({
  row,
  allowed,
  onVerified,
}: {
  row: DensityRow;
  allowed: boolean;
  onVerified: () => void;
}) {
  const navigate = useNavigate();
  const [results, setResults] = useState<z.infer<typeof verificationResult>[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = row.addr_check_result_codes;
  const verify = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await verifyAddress(row.address_hash, {
        address_line_1: row.address_line_1,
        extension: row.extension,
        city: row.city,
        state: row.state,
        zip_code: row.zip_code,
      });
      setResults(answer.results);
      onVerified();
    } catch (e) {
      // Spec 2 section 8: 401 or 403 goes to login; the provider being down is said here.
      if (e instanceof ApiError && (e.kind === 'unauthorized' || e.kind === 'forbidden'))
        void navigate('/login');
      else setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="mt-3" aria-label="Address verification">
      <div className="d-flex align-items-center gap-2">
        <Button size="sm" variant="outline-primary" disabled={!allowed || busy} onClick={() => void verify()}>
          Verify address
        </Button>
        {!results && shown && <span className="small text-body-secondary">Last result: {shown}</span>}
      </div>
      {results && (
        <ul className="list-unstyled small mt-2 mb-0" data-testid="verification-results">
          {results.length === 0 && <li>No result codes.</li>}
          {results.map((r) => (
            <li key={r.code}>{[r.code, r.short, r.long].filter(Boolean).join(' - ')}</li>
          ))}
        </ul>
      )}
      {problem && (
        <Alert variant="warning" className="mt-2 mb-0">
          {problem}
        </Alert>
      )}
    </section>
  );
}

/** Spec 1 section 1: on every page, the analysis is guidance drawn from the public voter file. */
export function DisclaimerBanner() {
  return (
    <div className="disclaimer-banner text-center small px-3 py-1" role="note">
      This analysis is based on the public Michigan Qualified Voter File. It is guidance only, not proof that
      any registration is invalid: please think for yourself and check the evidence.
    </div>
  );
}

/**
 * The methodology page's account of the monthly load, in a reader's terms: what is checked while
 * the file is read, what after, how history is kept, and why a page never shows half a load.
 * ARCHITECTURE.md ("Loading a snapshot") is the same story for developers.
 */
export function HowAFileIsLoaded() {
  return (
    <section aria-labelledby="loading">
      <h2 className="h4 mt-4" id="loading">
        How each month's file is loaded
      </h2>
      <p>
        The state's Qualified Voter File comes as two large files, the registrations (about 8.4 million rows)
        and the voting history (one row per ballot cast, tens of millions), and is loaded with the other
        sources the metrics name: death records, change-of-address data, postal addresses and canvassing
        results.
      </p>
      <ol>
        <li className="mb-2">
          <strong>Checked before anything is written.</strong> A file whose columns are not the state's layout
          is refused whole. A row that cannot be read (a missing voter id, an impossible date, a voter id
          given twice) is set aside and reported with its file, line and reason; the rest of the file loads.
        </li>
        <li className="mb-2">
          <strong>One pass over the registrations.</strong> As each row is read its address is put in the
          Postal Service's standard form (Publication 28), so that one address written two ways counts once,
          and the keys the duplicate rules compare are noted. The checks that need other files or other months
          (deceased, moved, postal and canvass addresses, voting activity) run after, in the database. Each
          rule is written once: the same definition counts the metric and shows a finding's evidence.
        </li>
        <li className="mb-2">
          <strong>Voting history is a record that grows.</strong> A month's history file repeats every earlier
          election. Elections already loaded are kept as they were, with the month they first appeared; a new
          election is added; a vote recorded late in an election already loaded is added to it.
        </li>
        <li className="mb-2">
          <strong>Counted once, when loaded.</strong> The metrics of every area, the review list's rows and
          totals, and the registrations per address are computed by the load, so a page reads its figures
          instead of counting 8.4 million registrations each time it is opened.
        </li>
        <li>
          <strong>All or nothing.</strong> Until the whole month is loaded and checked, every page keeps
          showing the previous month. The new month then appears in one step. A load that fails or is stopped
          part way leaves nothing behind and the next load starts clean.
        </li>
      </ol>
    </section>
  );
}

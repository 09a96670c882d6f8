import { useQuery } from '@tanstack/react-query';
import { nameSearchMissMessage, searchByNameBody, searchByVoterIdBody } from '@voterroll/contract/voters-api';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { SearchByIdForm } from './search-by-id-form';
import { SearchByNameForm } from './search-by-name-form';
import { SearchResults } from './search-results';
import { searchVoters } from './voters-queries';

const NAME_FIELDS = ['county', 'first_name', 'last_name', 'year_of_birth'] as const;
const ID_FIELD = 'voter_identification_number';

/** The search the URL names: a name search, a voter-id search (`?voter_identification_number=`), or none. */
function searchOf(params: URLSearchParams) {
  const id = params.get(ID_FIELD);
  if (id !== null) {
    const body = searchByVoterIdBody.safeParse({ [ID_FIELD]: id });
    return body.success
      ? ({ path: '/api/search-by-voter-id', body: body.data, miss: undefined } as const)
      : null;
  }
  const body = searchByNameBody.safeParse(
    Object.fromEntries(NAME_FIELDS.map((f) => [f, params.get(f) ?? ''])),
  );
  return body.success
    ? ({ path: '/api/search-by-name', body: body.data, miss: nameSearchMissMessage(body.data) } as const)
    : null;
}

/**
 * /search-by-name: Search Name / ID, two tabs over one results table (spec 1 section 2). The search
 * is in the URL, so a row's registration opened from the results comes Back to them (issue 37).
 */
export function SearchByNamePage() {
  const [params, setParams] = useSearchParams();
  const asked = searchOf(params);
  const search = useQuery({
    queryKey: ['voter-search', asked?.path, asked?.body],
    queryFn: () => searchVoters(asked?.path ?? '', asked?.body),
    enabled: asked !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const outcome = asked ? search.data : undefined;
  const tab = params.has(ID_FIELD) ? 'id' : 'name';
  // A new search is a step in the history; the same search again asks the server again.
  const send = (body: Record<string, string | number>) => {
    const next = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
    if (next.toString() === params.toString()) void search.refetch();
    else setParams(next);
  };
  return (
    <>
      <PageTitle>Search Name / ID</PageTitle>
      <Card className="mb-3">
        <Card.Body>
          <Tabs defaultActiveKey={tab} className="mb-3">
            <Tab eventKey="name" title="Search By Name">
              <SearchByNameForm
                busy={search.isFetching}
                initial={Object.fromEntries(NAME_FIELDS.map((f) => [f, params.get(f) ?? '']))}
                onSearch={send}
              />
            </Tab>
            <Tab eventKey="id" title="Search By Voter ID">
              <SearchByIdForm busy={search.isFetching} initial={params.get(ID_FIELD) ?? ''} onSearch={send} />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
      {asked && search.isPending && <PageLoading />}
      {outcome?.message && (
        <Alert variant="danger" data-testid="search-error">
          {outcome.message}
        </Alert>
      )}
      {outcome && !outcome.message && <SearchResults rows={outcome.rows} emptyText={asked?.miss} />}
    </>
  );
}

import { useMutation } from '@tanstack/react-query';
import { nameSearchMissMessage, type searchByNameBody } from '@voterroll/contract/voters-api';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { z } from 'zod';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { SearchByIdForm } from './search-by-id-form';
import { SearchByNameForm } from './search-by-name-form';
import { SearchResults } from './search-results';
import { searchVoters } from './voters-queries';

type NameSearch = z.output<typeof searchByNameBody>;
type Search = { path: '/api/search-by-name'; body: NameSearch } | { path: string; body: unknown };

/** /search-by-name: Search Name / ID, two tabs over one results table (spec 1 section 2). */
export function SearchByNamePage() {
  const search = useMutation({
    mutationFn: ({ path, body }: Search) => searchVoters(path, body),
  });
  const outcome = search.data;
  const asked = search.variables;
  const miss =
    asked?.path === '/api/search-by-name' ? nameSearchMissMessage(asked.body as NameSearch) : undefined;
  return (
    <>
      <PageTitle>Search Name / ID</PageTitle>
      <Card className="mb-3">
        <Card.Body>
          <Tabs defaultActiveKey="name" className="mb-3" onSelect={() => search.reset()}>
            <Tab eventKey="name" title="Search By Name">
              <SearchByNameForm
                busy={search.isPending}
                onSearch={(body) => search.mutate({ path: '/api/search-by-name', body })}
              />
            </Tab>
            <Tab eventKey="id" title="Search By Voter ID">
              <SearchByIdForm
                busy={search.isPending}
                onSearch={(body) => search.mutate({ path: '/api/search-by-voter-id', body })}
              />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
      {search.isPending && <PageLoading />}
      {outcome?.message && (
        <Alert variant="danger" data-testid="search-error">
          {outcome.message}
        </Alert>
      )}
      {outcome && !outcome.message && <SearchResults rows={outcome.rows} emptyText={miss} />}
    </>
  );
}

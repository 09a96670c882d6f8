import { noAddressesMatching } from '@voterroll/contract/ui-values';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';

/** Spec 1 section 8: no registration at the chosen address, with tips for another try. */
export function NoAddressCard({ address }: { address: string }) {
  return (
    <Card border="warning" data-testid="no-address-card">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {noAddressesMatching(address)}
        </Card.Title>
        <p className="mb-1">Tips:</p>
        <ul className="mb-0">
          <li>
            The address may be spelled differently in the voter file, e.g. St. vs Street or Apt vs Unit.
          </li>
          <li>Start with the house number and street name, then pick the address from the list.</li>
          <li>Leave out the apartment or unit to see every address in the building.</li>
          <li>
            To widen the search, type only the house number and the first letters of the street, and choose
            among the addresses offered.
          </li>
          <li>
            Looking for a person rather than an address?{' '}
            <Link to="/search-by-name">Search by name or voter ID</Link>.
          </li>
        </ul>
      </Card.Body>
    </Card>
  );
}

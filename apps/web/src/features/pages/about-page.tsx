import Card from 'react-bootstrap/Card';
import Carousel from 'react-bootstrap/Carousel';
import { PageTitle } from '../../components/page-title';
import { processSteps } from './process-panels';

export function AboutPage() {
  return (
    <>
      <PageTitle>About</PageTitle>
      <div className="row g-3 mb-4">
        <div className="col-lg-6">
          <Card className="h-100">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                Our purpose
              </Card.Title>
              <p>
                To put voter-roll management in the hands of citizens: analysis and tools for volunteers and
                for the elected clerks who keep Michigan's voter rolls.
              </p>
              <p className="mb-0">
                Every count on this site is guidance drawn from public records. Each finding carries its
                evidence, and no registration moves toward a challenge without a person's recorded review.
              </p>
            </Card.Body>
          </Card>
        </div>
        <div className="col-lg-6">
          <Card className="h-100">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                Where the data comes from
              </Card.Title>
              <ul className="mb-0">
                <li>
                  The Michigan Qualified Voter File, obtained by freedom-of-information requests or free
                  downloads.
                </li>
                <li>A public database of known postal and shipping office addresses.</li>
                <li>
                  National change-of-address data for people who moved into or out of the state in the last 4
                  years.
                </li>
                <li>Volunteers' categorisation of registrations (deceased, moved, unknown).</li>
              </ul>
            </Card.Body>
          </Card>
        </div>
      </div>
      <h2 className="h4">How it works</h2>
      <Carousel
        className="process-carousel mb-3"
        interval={null}
        variant="dark"
        data-testid="process-carousel"
      >
        {processSteps.map((step) => (
          <Carousel.Item key={step.caption}>
            {step.picture}
            <div className="text-center pt-3 pb-5 px-5">
              <h3 className="h5">{step.caption}</h3>
              <p className="mb-0">{step.text}</p>
            </div>
          </Carousel.Item>
        ))}
      </Carousel>
    </>
  );
}

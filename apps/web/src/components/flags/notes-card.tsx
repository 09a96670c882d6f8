import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A card of the Research Notes dialogs, headed as they all are (h2 where it stands in a page's modal of its own). */
export function NotesCard(p: { title: string; heading?: 'h2' | 'h3'; children: ReactNode }) {
  return (
    <Card>
      <Card.Header as={p.heading ?? 'h3'} className="h6">
        {p.title}
      </Card.Header>
      <Card.Body>{p.children}</Card.Body>
    </Card>
  );
}

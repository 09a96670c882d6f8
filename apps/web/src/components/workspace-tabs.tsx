import type { ReactNode } from 'react';
import Tabs from 'react-bootstrap/Tabs';

/**
 * A workspace's tabs: a tab's content is mounted when opened and
 * dropped when left, so each opening reads its list afresh.
 */
export function WorkspaceTabs(p: {
  id: string;
  tab: string;
  first: string;
  onTab: (tab: string) => void;
  children: ReactNode;
}) {
  return (
    <Tabs
      activeKey={p.tab}
      onSelect={(k) => p.onTab(k ?? p.first)}
      id={p.id}
      className="mb-3"
      mountOnEnter
      unmountOnExit
    >
      {p.children}
    </Tabs>
  );
}

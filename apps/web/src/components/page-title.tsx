import { type ReactNode, useEffect } from 'react';

/** The page's heading, also the browser tab's title. */
export function PageTitle({ children, title }: { children: ReactNode; title?: string }) {
  const text = title ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = `${text} | Michigan Voter Roll Integrity`;
  }, [text]);
  return <h1 className="h3 mb-3">{children}</h1>;
}

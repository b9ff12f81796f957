import type { ReactNode } from 'react';
import { isBrowserClick } from './rowLink';

/** The key cell's content as a link to the row's page (see rowLink.ts for the click rules). */
export function RowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="ops-row-link"
      onClick={(event) => {
        // A new tab or window: the browser opens it, and the row must not open here too.
        if (isBrowserClick(event)) event.stopPropagation();
        // A plain click bubbles to the row, which opens the page in place (no full reload).
        else event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

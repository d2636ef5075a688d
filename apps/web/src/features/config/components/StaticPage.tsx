import type { ReactNode } from 'react';
import { useId } from 'react';

/** The frame of the static pages: one labelled section with its heading. */
export function StaticPage({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="page static-page" aria-labelledby={id}>
      <h1 id={id}>{heading}</h1>
      {children}
    </section>
  );
}

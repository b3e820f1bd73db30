import type { ReactNode } from "react";

/** One term and its value in a booking's list of facts (the detail, the extend page's summary). */
export function Fact({
  term,
  children,
}: {
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="booking-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

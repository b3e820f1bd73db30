import type { ReactNode } from "react";

/** One section of the rebook page: its title, its choices, and the server's refusal of them (on its field). */
export function RebookSection({
  title,
  error,
  children,
}: {
  title: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset className="rebook-section">
      <legend className="rebook-section__title">{title}</legend>
      {children}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

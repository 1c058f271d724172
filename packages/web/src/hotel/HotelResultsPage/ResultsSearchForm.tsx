import type { KeyboardEvent, ReactNode } from "react";

/**
 * The results-page search form's wrapper: Enter in a field does not submit it (spec 001 §2 "Enter is blocked in the
 * results search form"); the search button still does.
 */
export const ResultsSearchForm = ({ children }: { children: ReactNode }) => (
  // biome-ignore lint/a11y/noStaticElementInteractions: only stops Enter from submitting; every control keeps its keys
  <div
    onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
    }}
  >
    {children}
  </div>
);

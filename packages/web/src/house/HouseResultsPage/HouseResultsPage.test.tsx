import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fixedCards, resultsActions, resultsData } from "../../hotel/resultsFixtures";
import { renderView } from "../../test/renderView";
import { HouseResultsPage } from "./HouseResultsPage";

describe("HouseResultsPage (spec 001 §2 houses)", () => {
  it("is the results page titled for houses, in es, en and pt", () => {
    const draw = (language: "es" | "en" | "pt") =>
      renderView(
        <HouseResultsPage
          status="ready"
          data={resultsData()}
          errorKey={null}
          actions={resultsActions()}
          cards={fixedCards({ expanded: false, board: undefined, pages: 1 })}
          editing={false}
          onToggleEdit={() => undefined}
          searchForm={null}
          mapHref={null}
          homeHref="/"
          onRefresh={() => undefined}
          offerWidgets={2}
        />,
        language,
      );
    const es = draw("es");
    expect(screen.getByRole("heading", { level: 1, name: "Resultados de casas" })).toBeTruthy();
    es.unmount();
    const en = draw("en");
    expect(screen.getByRole("heading", { level: 1, name: "Holiday house results" })).toBeTruthy();
    en.unmount();
    draw("pt");
    expect(screen.getByRole("heading", { level: 1, name: "Resultados de casas" })).toBeTruthy();
  });
});

import { fireEvent, screen } from "@testing-library/react";
import { BUNDLE_SEARCH_FORM_DEFAULTS, validationIssue } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { emptyPlaces, spyVerbs } from "../../test/searchBoxFixtures";
import { BundleSearchBox, type BundleSearchBoxProps } from "./BundleSearchBox";

describe("BundleSearchBox", () => {
  it("draws a pressed tile per active theme, the message on the destinations, and both submits", () => {
    const actions = spyVerbs<BundleSearchBoxProps["actions"]>();
    renderView(
      <BundleSearchBox
        values={{ ...BUNDLE_SEARCH_FORM_DEFAULTS, themeIds: ["2"] }}
        issues={[validationIssue(["destinations"], "bundle.destinationRequired")]}
        themes={[
          { id: "1", name: "Playas" },
          { id: "2", name: "Nieve" },
        ]}
        destinations={emptyPlaces()}
        periods={emptyPlaces()}
        actions={actions}
      />,
    );
    expect(screen.getByRole("button", { name: "Nieve" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Playas" }).getAttribute("aria-pressed")).toBe("false");
    expect(document.getElementById("bundle-destinations")?.getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Playas" }));
    expect(actions.toggleTheme).toHaveBeenCalledWith("1");
    fireEvent.click(screen.getByRole("button", { name: "Explorar nuestras propuestas" }));
    expect(actions.exploreAll).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(actions.submit).toHaveBeenCalled();
  });
});

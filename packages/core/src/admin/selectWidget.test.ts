import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { translate } from "../locale/catalog.js";
import { SELECT_AUTOCOMPLETE_MIN_CHARS } from "../location/autocompleteTiming.js";
import { SELECT_MAX_TERM, selectWidgetMessage } from "./selectWidget.js";

const arbStatus = fc.constantFrom("idle", "loading", "loadingMore", "error", "ready") as fc.Arbitrary<
  "idle" | "loading" | "loadingMore" | "error" | "ready"
>;

describe("selectWidgetMessage", () => {
  test.prop([fc.string({ maxLength: 80 }), arbStatus, fc.nat(30), fc.nat(5), fc.integer({ min: 1, max: 5 })], {
    numRuns: 1000,
  })("too many chosen wins, then the term's length, then the search's state", (term, status, count, selected, max) => {
    const message = selectWidgetMessage({
      term,
      status,
      resultCount: count,
      selectedCount: selected,
      maxSelected: max,
    });
    const length = [...term.trim()].length;
    if (selected > max) expect(message).toBe("select.tooManySelected");
    else if (length > SELECT_MAX_TERM) expect(message).toBe("select.tooManyCharacters");
    else if (length === 0) expect(message).toBeNull();
    else if (length < SELECT_AUTOCOMPLETE_MIN_CHARS) expect(message).toBe("select.minCharacters");
    else if (status === "ready" && count > 0) expect(message).toBeNull();
    else if (status === "idle") expect(message).toBeNull();
    else expect(message).not.toBeNull();
  });

  it("says the spec's six messages in Spanish", () => {
    const base = { term: "aer", resultCount: 0, selectedCount: 0, maxSelected: 1 } as const;
    const said = [
      selectWidgetMessage({ ...base, status: "error" }),
      selectWidgetMessage({ ...base, status: "ready" }),
      selectWidgetMessage({ ...base, status: "loading" }),
      selectWidgetMessage({ ...base, status: "idle", term: "x".repeat(SELECT_MAX_TERM + 1) }),
      selectWidgetMessage({ ...base, status: "loadingMore" }),
      selectWidgetMessage({ ...base, status: "ready", selectedCount: 2 }),
    ].map((key) => (key === null ? "" : translate("es", key)));
    expect(said).toEqual([
      "Error al cargar los resultados",
      "No se encontraron resultados",
      "Buscando...",
      "Ingresó demasiados caracteres",
      "Obteniendo más resultados",
      "No se pueden elegir tantos resultados",
    ]);
    expect(selectWidgetMessage({ ...base, status: "idle", term: "ae" })).toBe("select.minCharacters");
  });
});

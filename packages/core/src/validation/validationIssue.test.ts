import { describe, expect, it } from "vitest";
import { translateIssue, validationIssue, validationIssuesAt } from "./validationIssue.js";

describe("validation issues", () => {
  it("leave out empty params and translate message-key params", () => {
    expect(validationIssue(["a"], "forms.checkInRequired")).toEqual({ path: ["a"], key: "forms.checkInRequired" });
    const issue = validationIssue(["hotelIn"], "package.fieldRequired", { field: "package.hotelIn" });
    expect(translateIssue("es", issue)).toBe("Entrada al hotel es requerido.");
    expect(translateIssue("en", issue)).toBe("Hotel check-in is required.");
    expect(translateIssue("es", validationIssue([], "occupancy.roomsOutOfRange", { min: 1, max: 7 }))).toBe(
      "Elegí entre 1 y 7 habitaciones.",
    );
    expect(translateIssue("es", validationIssue([], "package.fieldRequired", { field: "Hotel" }))).toBe(
      "Hotel es requerido.",
    );
  });

  it("select the issues under a path", () => {
    const issues = [
      validationIssue(["rooms", 0, "adults"], "occupancy.adultsOutOfRange"),
      validationIssue(["rooms", 1, "children"], "occupancy.childrenOutOfRange"),
      validationIssue(["checkIn"], "forms.checkInRequired"),
    ];
    expect(validationIssuesAt(issues, ["rooms", 1])).toEqual([issues[1]]);
    expect(validationIssuesAt(issues, [])).toEqual(issues);
  });
});

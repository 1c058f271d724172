import { describe, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";
import { PortalUser } from "./user.js";

schemaLaws("PortalUser", PortalUser, arbFromSchema(PortalUser), [
  { id: "u-1", products: ["air", "htl"], firstName: "Ana", portalType: "B2B", onlyWithoutCancellationFees: true },
  { id: "u-2", products: [] },
]);

describe("PortalUser errors", () => {
  it("needs the products list", () => {
    expectDecodeFailureAt(PortalUser, { id: "u-1" }, ["products"]);
  });
});

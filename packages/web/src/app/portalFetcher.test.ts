import { afterThisTask } from "@travesia/hooks";
import { describe, expect, it } from "vitest";
import { portalFetcher } from "./portalFetcher";

describe("portalFetcher", () => {
  it("starts an urgent request (priority high) at once and any other in a task of its own", async () => {
    const sent: string[] = [];
    const fetcher = portalFetcher(async (path) => {
      sent.push(String(path));
      return new Response(null, { status: 204 });
    });
    const plain = fetcher("/api/plain");
    const urgent = fetcher("/api/urgent", { priority: "high" });
    expect(sent).toEqual(["/api/urgent"]);
    await afterThisTask();
    expect(sent).toEqual(["/api/urgent", "/api/plain"]);
    expect((await plain).status).toBe(204);
    expect((await urgent).status).toBe(204);
  });
});

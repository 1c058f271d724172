import { useQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePortalStore } from "../provider/PortalProvider.js";
import { harness } from "../test/harness.js";
import { usePortalQuery } from "./portalQueryClient.js";

describe("portalQueryClient", () => {
  it("asks the replies on screen again when the language changes: the API's texts follow it", async () => {
    const h = harness();
    const asked: string[] = [];
    const { result } = renderHook(
      () => {
        const { client } = usePortalQuery();
        const language = usePortalStore("language", (state) => state.language);
        // What the API would answer: the language of the request (its `ml` cookie), read when the call leaves.
        return useQuery(
          {
            queryKey: ["boardNames"],
            queryFn: () => {
              const sent = h.stores.language.getState().language;
              asked.push(sent);
              return Promise.resolve(sent === "en" ? "Room only" : "Solo habitación");
            },
          },
          client,
        ).data === undefined
          ? null
          : { language, text: client.getQueryData<string>(["boardNames"]) };
      },
      { wrapper: h.wrapper },
    );
    await waitFor(() => expect(result.current?.text).toBe("Solo habitación"));
    act(() => h.stores.language.setState({ language: "en" }));
    await waitFor(() => expect(result.current?.text).toBe("Room only"));
    expect(asked).toEqual(["es", "en"]);
    act(() => h.stores.language.setState({ language: "en" }));
    expect(asked).toEqual(["es", "en"]);
  });
});

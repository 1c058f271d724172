import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fakeApi.js";
import { harness } from "../test/harness.js";
import { usePagedQuery } from "./usePagedQuery.js";

interface RatesPage {
  readonly rates: readonly string[];
  readonly page: number;
  readonly pages: number;
}

/** A paged rates call: 3 pages of 2 rates; page 2 fails once when `failOnce` is set. */
const ratesApi = (failOnce = false) => {
  let failed = !failOnce;
  return fakeApi({
    "^GET /rates\\?page=": (_body, path) => {
      const page = Number(new URL(`http://x${path}`).searchParams.get("page"));
      if (page === 2 && !failed) {
        failed = true;
        return json({ error: "boom" }, 500);
      }
      return json({ rates: [`r${page}a`, `r${page}b`], page, pages: 3 });
    },
  });
};

const render = (failOnce = false) => {
  const h = harness({ fetcher: ratesApi(failOnce) });
  const hook = renderHook(
    () =>
      usePagedQuery<RatesPage>({
        queryKey: ["rates"],
        fetchPage: async (page, signal) => {
          const reply = await h.fetcher(`/rates?page=${page}`, { signal });
          if (!reply.ok) throw new Error(`rates page ${page}: ${reply.status}`);
          return (await reply.json()) as RatesPage;
        },
        nextPage: (last, page) => (page < last.pages ? page + 1 : null),
      }),
    { wrapper: h.wrapper },
  );
  return { h, result: hook.result };
};

const rates = (pages: readonly RatesPage[]) => pages.flatMap((page) => page.rates);

describe("usePagedQuery ('Ver más')", () => {
  it("loads the first page, then each next page on demand, until the last", async () => {
    const { h, result } = render();
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(rates(result.current.pages)).toEqual(["r1a", "r1b"]);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(rates(result.current.pages)).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(rates(result.current.pages)).toEqual(["r1a", "r1b", "r2a", "r2b", "r3a", "r3b"]);
    act(() => result.current.loadMore());
    expect(h.calls).toEqual(["GET /rates?page=1", "GET /rates?page=2", "GET /rates?page=3"]);
  });

  it("keeps the pages it has when a 'Ver más' fails, and can ask again", async () => {
    const { result } = render(true);
    await waitFor(() => expect(result.current.status).toBe("ready"));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadingMore).toBe(false));
    expect(result.current.status).toBe("ready");
    expect(rates(result.current.pages)).toEqual(["r1a", "r1b"]);
    act(() => result.current.loadMore());
    await waitFor(() => expect(rates(result.current.pages)).toHaveLength(4));
  });
});

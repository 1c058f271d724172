import { decodeWith, HotelSearchReply } from "@travesia/core";
import { Result } from "effect";
import { expect } from "vitest";

/** A fetch over the demo API: `app.request` in process, or a cookie-keeping tab (`demoTab(app).fetch`). */
export type DemoFetcher = (path: string, init?: RequestInit) => Promise<Response>;

const decodeSearch = decodeWith(HotelSearchReply);

/** The demo's hotel search for a results URL, as the portal asks it, decoded with core's reply Schema. */
export const searchHotelsWith = async (fetcher: DemoFetcher, url: string) => {
  const reply = await fetcher("/api/v1/hotels/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url }),
  });
  expect(reply.status, `${url}: status`).toBe(200);
  const decoded = decodeSearch(await reply.json());
  if (Result.isFailure(decoded)) throw new Error(`${url}: ${decoded.failure.message}`);
  return decoded.success;
};

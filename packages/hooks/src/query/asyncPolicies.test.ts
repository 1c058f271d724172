import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { routeQueryTimersTo } from "../test/queryTimers.js";
import { runClock as run } from "../test/runClock.js";
import { arrearsPollPolicy, quoteRetryPolicy, sessionStatusPollPolicy } from "./asyncPolicies.js";
import { EndpointError } from "./endpointError.js";

const httpFailure = (status: number) => new EndpointError({ _tag: "HttpError", status, body: null });

afterEach(() => routeQueryTimersTo(null));

const setup = () => {
  const clock = fakeClock(0);
  routeQueryTimersTo(clock);
  return { clock, client: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
};

describe("quoteRetryPolicy (spec 001 §7)", () => {
  it("retries a failing quote 3 times, 1 s apart, then gives up", async () => {
    const { clock, client } = setup();
    const at: number[] = [];
    const fetched = client
      .fetchQuery({
        queryKey: ["quote"],
        queryFn: () => {
          at.push(clock.now());
          return Promise.reject(httpFailure(503));
        },
        ...quoteRetryPolicy,
      })
      .catch((error: unknown) => error);
    await run(clock, 10_000);
    expect(at).toEqual([0, 1000, 2000, 3000]);
    expect(await fetched).toBeInstanceOf(EndpointError);
  });

  it("never retries after a 500", async () => {
    const { clock, client } = setup();
    let calls = 0;
    const fetched = client
      .fetchQuery({
        queryKey: ["quote"],
        queryFn: () => {
          calls += 1;
          return Promise.reject(httpFailure(500));
        },
        ...quoteRetryPolicy,
      })
      .catch(() => "failed");
    await run(clock, 10_000);
    expect(calls).toBe(1);
    expect(await fetched).toBe("failed");
  });
});

/** Observes a query under a policy and records when its function ran. */
const observe = (
  client: QueryClient,
  clock: ReturnType<typeof fakeClock>,
  options: object,
  reply: () => object = () => ({}),
) => {
  const at: number[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ["polled"],
    queryFn: async () => {
      at.push(clock.now());
      return reply();
    },
    ...options,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { at, unsubscribe };
};

describe("polling policies", () => {
  it("arrears: now and every 300000 ms (spec 002 §7), never on /login", async () => {
    const { clock, client } = setup();
    const polled = observe(client, clock, arrearsPollPolicy("/"));
    await run(clock, 600_000, 50_000);
    expect(polled.at).toEqual([0, 300_000, 600_000]);
    polled.unsubscribe();
    const login = observe(new QueryClient(), clock, arrearsPollPolicy("/login/"));
    await run(clock, 600_000, 50_000);
    expect(login.at).toEqual([]);
    expect(arrearsPollPolicy("/", 1000).refetchInterval).toBe(1000);
  });

  it("session status: every 60 s by default", async () => {
    const { clock, client } = setup();
    const polled = observe(client, clock, sessionStatusPollPolicy());
    await run(clock, 120_000, 10_000);
    expect(polled.at).toEqual([0, 60_000, 120_000]);
    polled.unsubscribe();
  });
});

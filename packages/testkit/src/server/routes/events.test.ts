import { decodeWith, RealtimeNotificationsEvent, RealtimeYouEvent } from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { demoSession } from "../../internal/accountsTestSupport.js";

/** Reads SSE events from a stream until `count` events arrived. */
const readEvents = async (body: ReadableStream<Uint8Array>, count: number) => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = "";
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event !== undefined && data !== undefined) events.push({ event, data: JSON.parse(data) });
      end = buffer.indexOf("\n\n");
    }
  }
  await reader.cancel();
  return events;
};

describe("real-time events", () => {
  it("opens with a 'you' event and sends 'you' and 'notifications' when a budget is created", async () => {
    const { tab } = await demoSession("agente");
    const stream = await tab.fetch("/api/events", { headers: { accept: "text/event-stream" } });
    expect(stream.headers.get("content-type")).toMatch(/text\/event-stream/);
    const body = stream.body;
    if (body === null) throw new Error("no stream");
    const reading = readEvents(body, 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await tab.post("/api/budget/create", { budget: { title: "En vivo", firstName: "Ana", lastName: "Paz" } });
    const events = await reading;
    expect(events.map((event) => event.event)).toEqual([
      "you",
      "you",
      "notifications",
      "notifications",
      "notifications",
    ]);
    expect(events[0]?.data).toMatchObject({
      counters: { budgets: 0 },
      unread: [{ type: "NOT", unread: 2 }, { type: "ALT" }],
    });
    expect(events[1]?.data).toMatchObject({ counters: { budgets: 1 } });
    expect(events.slice(2).map((event) => (event.data as { type: string }).type)).toEqual(["NOT", "ALT", "CRD"]);
    for (const event of events) {
      const schema = event.event === "you" ? RealtimeYouEvent : RealtimeNotificationsEvent;
      expect(Result.isSuccess(decodeWith(schema)(event.data))).toBe(true);
    }
  });
});

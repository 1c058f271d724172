import type { DemoContext } from "./context.js";
import { visitorState } from "./visitor.js";

const key = (tripProductId: string): string => `quoted:${tripProductId}`;

/** Records that this visitor's quote of a hotel rate or a house stay succeeded (the checkout summary shows only such rates). */
export const recordQuotedRate = (demo: DemoContext, visitorId: string, tripProductId: string): void =>
  void visitorState(demo, visitorId).set(key(tripProductId), String(demo.now().getTime()));

/** Whether this visitor quoted the rate (or the house stay). */
export const quotedByVisitor = (demo: DemoContext, visitorId: string, tripProductId: string): boolean =>
  visitorState(demo, visitorId).has(key(tripProductId));

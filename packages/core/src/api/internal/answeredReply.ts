import type { PageFirstReply } from "../pageFirstReplies.js";

/** The JSON of the answered (2xx) reply of `replies` to `path`, or undefined (none, failed, or not JSON). */
export const answeredReply = (replies: readonly PageFirstReply[], path: string): unknown => {
  const reply = replies.find(
    (candidate) => candidate.path === path && candidate.status >= 200 && candidate.status < 300,
  );
  if (reply === undefined) return undefined;
  try {
    return JSON.parse(reply.text) as unknown;
  } catch {
    return undefined;
  }
};

// One interaction's figures from what the page recorded (scripts/bench/60-results-interaction.mjs), all times in the
// page's performance.now() milliseconds:
// - `inputs`: the trusted input events' timeStamps (the first is the interaction's start);
// - `api`: the search requests' Resource Timing, `{ start, end }` (startTime, responseEnd);
// - `mutations`: when the results list's DOM changed; `paints`: when a frame after a change was painted;
// - `events`: Event Timing entries of interactions, `{ start, duration }` (only those of 16 ms or more exist).
// The list's repaint is the first paint after its last change that follows the first search reply sent after the
// input (and precedes any next request, e.g. a progressive poll), or after the input when no request was sent (a
// query-cache hit). `latency` leaves out that reply's time (`apiMs`); `total` keeps it. A list that changed after the
// input and never after that reply (the page answered the input from what it held, and the reply, come later,
// agreed) settled at its last change: timed from the input with nothing left out, since it never waited for the reply.
// `phases` says where an input's time went, each in ms from the input: the first frame painted after it
// (`firstPaint`: what the input showed at once, e.g. a control's new state or a list answered from the results held),
// the search reply's end (`replyEnd`, null without a request), the list's last change (`lastChange`: the change the
// latency counts) and the paint after it (`settled`).

/** The interaction's figures, or null when it has no input, or the list did not change and paint after it. */
export const interactionFigures = (records) => {
  const start = records.inputs[0];
  if (start === undefined) return null;
  const api = records.api.filter((request) => request.start >= start).sort((a, b) => a.start - b.start);
  const reply = api[0];
  const from = reply?.end ?? start;
  const until = api[1]?.start ?? Number.POSITIVE_INFINITY;
  const afterReply = records.mutations.filter((time) => time >= from && time < until).at(-1);
  const answeredBefore =
    afterReply === undefined && reply !== undefined && records.mutations.every((time) => time < from)
      ? records.mutations.filter((time) => time >= start).at(-1)
      : undefined;
  const settled = afterReply ?? answeredBefore;
  if (settled === undefined) return null;
  const painted = records.paints.find((time) => time >= settled);
  if (painted === undefined) return null;
  const apiMs = reply === undefined || answeredBefore !== undefined ? 0 : reply.end - reply.start;
  const events = records.events.filter((entry) => entry.start >= start - 100 && entry.start <= painted);
  // `painted` follows the input, so a paint after the input exists.
  const firstPaint = records.paints.find((time) => time >= start);
  return {
    latency: painted - start - apiMs,
    total: painted - start,
    apiMs: reply === undefined ? null : apiMs,
    eventTiming: events.length === 0 ? null : Math.max(...events.map((entry) => entry.duration)),
    phases: {
      firstPaint: firstPaint - start,
      replyEnd: reply === undefined ? null : reply.end - start,
      lastChange: settled - start,
      settled: painted - start,
    },
  };
};

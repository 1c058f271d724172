// Where the renderer's main thread spent an input's time, from a Chromium trace (categories `devtools.timeline` and
// `disabled-by-default-devtools.timeline`): each complete event's own time (its duration less its children's on the
// same thread) put in one of four kinds by its name, plus the time no task ran, and the frames committed. The
// interaction section (60-results-interaction.mjs) reads it for a traced pass of inputs after its timed ones, so that
// a page's time over its browser floor shows as script the floor does not run, or as a frame more, not as a guess.

/** The kinds of main-thread work, by trace event name. */
const STYLE_LAYOUT = new Set([
  "UpdateLayoutTree",
  "Layout",
  "RecalculateStyles",
  "ParseAuthorStyleSheet",
  "IntersectionObserverController::computeIntersections",
]);
const PAINT = new Set(["PrePaint", "Paint", "Layerize", "Commit", "UpdateLayer", "UpdateLayerTree", "PaintImage"]);
const SCRIPT = new Set([
  "FunctionCall",
  "EvaluateScript",
  "EventDispatch",
  "TimerFire",
  "FireAnimationFrame",
  "FireIdleCallback",
  "RunMicrotasks",
  "XHRReadyStateChange",
  "XHRLoad",
  "MinorGC",
  "MajorGC",
  "ResourceReceivedData",
]);

/** How far around a window the tasks that may straddle it are looked for (a task is far shorter). */
const TASK_MARGIN_US = 1_000_000;

const kindOf = (name) => {
  if (SCRIPT.has(name) || name.startsWith("v8.") || name.startsWith("V8.")) return "script";
  if (STYLE_LAYOUT.has(name)) return "styleLayout";
  if (PAINT.has(name)) return "paint";
  return "other";
};

/**
 * The page's main thread: the thread that dispatched the first input of `inputTypes` (e.g. "click", "keydown"), as
 * `{ pid, tid }`, or null when the trace dispatched none.
 */
export const inputThread = (traceEvents, inputTypes) => {
  const input = traceEvents.find(
    (event) => event.name === "EventDispatch" && event.ph === "X" && inputTypes.includes(event.args?.data?.type),
  );
  return input === undefined ? null : { pid: input.pid, tid: input.tid };
};

/**
 * Each input's dispatch on `thread`, in trace microseconds, in order: the first dispatch of an input of `inputTypes`
 * in each top-level task (a label's click forwarded to its box is one input).
 */
export const inputStarts = (traceEvents, thread, inputTypes) => {
  const own = (event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X";
  const tasks = traceEvents.filter((event) => own(event) && event.name === "RunTask");
  const dispatches = traceEvents
    .filter((event) => own(event) && event.name === "EventDispatch" && inputTypes.includes(event.args?.data?.type))
    .sort((a, b) => a.ts - b.ts);
  const seenTasks = new Set();
  const starts = [];
  for (const dispatch of dispatches) {
    const task = tasks.find((candidate) => candidate.ts <= dispatch.ts && dispatch.ts <= candidate.ts + candidate.dur);
    if (task !== undefined && seenTasks.has(task)) continue;
    if (task !== undefined) seenTasks.add(task);
    starts.push(dispatch.ts);
  }
  return starts;
};

/**
 * The main thread's time in `[from, from + spanMs]` (trace microseconds, milliseconds), in ms: `script`,
 * `styleLayout`, `paint` (pre-paint, paint, layerize and the commit to the compositor), `other` (the rest of the
 * tasks' own time: hit tests, and work no event names), `idle` (the rest of the window: no task ran) and `frames`
 * (commits to the compositor begun in it). An event partly in the window counts for the share of it that is.
 */
export const mainThreadTime = (traceEvents, thread, from, spanMs) => {
  const to = from + spanMs * 1000;
  // Own times are counted over the tasks around the window too: a task that straddles an edge has children outside
  // it, whose time is not the task's own.
  const events = traceEvents
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X" && event.dur > 0)
    .filter((event) => event.ts < to + TASK_MARGIN_US && event.ts + event.dur > from - TASK_MARGIN_US)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const time = { script: 0, styleLayout: 0, paint: 0, other: 0, idle: 0, frames: 0 };
  // Own time: each event's duration less its direct children's (events on one thread nest).
  const own = new Map(events.map((event) => [event, event.dur]));
  const open = [];
  for (const event of events) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent !== undefined) own.set(parent, own.get(parent) - event.dur);
    open.push(event);
  }
  for (const event of events) {
    const share = Math.max(0, Math.min(to, event.ts + event.dur) - Math.max(from, event.ts)) / event.dur;
    time[kindOf(event.name)] += (Math.max(0, own.get(event)) * share) / 1000;
    if (event.name === "Commit" && event.ts >= from && event.ts < to) time.frames++;
  }
  time.idle = Math.max(0, spanMs - time.script - time.styleLayout - time.paint - time.other);
  return time;
};

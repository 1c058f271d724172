/** Resumers waiting for their task, first come first served: one per message, so each resumes in a task of its own. */
const waiting: Array<() => void> = [];
let channel: MessageChannel | undefined;

/**
 * Resolves in a task of its own, once the current task (and its microtasks) has ended. Posted as a message rather than
 * a timer: a hidden tab's timers are throttled (up to a second), its messages are not.
 */
export const afterThisTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    if (channel === undefined) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => waiting.shift()?.();
    }
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });

/** How long the first render waits at most for the worker: past it, the main thread loads the data itself. */
const DISPLAY_NAMES_WARMUP_LIMIT_MS = 1500;

/**
 * Has ICU's display-name data loaded off the main thread (`displayNamesWorker.ts`): resolves once a worker has built
 * `Intl.DisplayNames`, so the language and currency names the page then asks for (core's `languageDisplayName` and
 * `currencyDisplayName`, still the platform's names) are cheap on the main thread. Resolves at once where workers are
 * missing or refused (`new Worker` throws), and after `limitMs` at the latest; never rejects. The worker ends once it has answered.
 */
export const warmDisplayNames = (
  startWorker: () => Worker = () => new Worker(new URL("./displayNamesWorker.ts", import.meta.url), { type: "module" }),
  limitMs: number = DISPLAY_NAMES_WARMUP_LIMIT_MS,
): Promise<void> =>
  new Promise<void>((resolve) => {
    let worker: Worker;
    try {
      worker = startWorker();
    } catch {
      resolve();
      return;
    }
    const finish = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(finish, limitMs);
    worker.addEventListener("message", finish, { once: true });
    worker.addEventListener("error", finish, { once: true });
  });

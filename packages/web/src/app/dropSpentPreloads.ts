/**
 * Takes the `<link rel="modulepreload">` elements out of the head once their module is fetched. Vite's preload helper
 * appends one for every chunk of each lazy import (the results page's chain alone is some 80), and the browser keeps
 * a fetched module in the document's module map whether or not its link stays: a spent link is only DOM weight
 * (issue 11: the results page holds at most 800 elements). The helper remembers what it preloaded in memory, so it
 * never appends a removed link again. The links of index.html are spent once the entry runs: its static imports,
 * which they name, have all been evaluated by then.
 */
export const dropSpentPreloads = (head: HTMLElement) => {
  const isPreload = (node: Node): node is HTMLLinkElement =>
    node instanceof HTMLLinkElement && node.rel === "modulepreload";
  for (const link of Array.from(head.children).filter(isPreload)) link.remove();
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes).filter(isPreload)) {
        const drop = () => node.remove();
        node.addEventListener("load", drop, { once: true });
        node.addEventListener("error", drop, { once: true });
      }
    }
  }).observe(head, { childList: true });
};

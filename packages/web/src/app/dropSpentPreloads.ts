/**
 * Takes the `<link rel="modulepreload">` (and `rel="preload"`) elements out of the head once their module is fetched. Vite's preload helper
 * appends one for every chunk of each lazy import (the results page's chain alone counts dozens), and the browser keeps
 * a fetched module in the document's module map whether or not its link stays: a spent link is only DOM weight
 * (the results page holds at most 800 elements). The helper remembers what it preloaded in memory, so it
 * never appends a removed link again. The links in the HTML when the entry runs are dropped at once if their fetch is
 * over (a resource timing entry exists once the response has arrived: the entry's own imports), otherwise once it
 * ends: the portal's server also names the page route's graph there, fetched while the entry runs.
 */
export const dropSpentPreloads = (head: HTMLElement) => {
  const isPreload = (node: Node): node is HTMLLinkElement =>
    node instanceof HTMLLinkElement && (node.rel === "modulepreload" || node.rel === "preload");
  const dropWhenSpent = (link: HTMLLinkElement) => {
    const drop = () => link.remove();
    link.addEventListener("load", drop, { once: true });
    link.addEventListener("error", drop, { once: true });
  };
  const fetched = (link: HTMLLinkElement) => performance.getEntriesByName(link.href, "resource").length > 0;
  for (const link of Array.from(head.children).filter(isPreload)) {
    if (fetched(link)) link.remove();
    else dropWhenSpent(link);
  }
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes).filter(isPreload)) dropWhenSpent(node);
    }
  }).observe(head, { childList: true });
};

// The browser's floor for a results click (scripts/bench/60-results-interaction.mjs): the same change of the list's
// rows — from what the page shows to what the case's first click shows, and back — made by plain DOM code, with no
// request, router, query or React, timed from the click to the next paint under the same CPU slowdown. Where a row's
// text nodes line up with the other reply's, only the texts that differ are rewritten (as React does on rows kept by
// position); otherwise the row's content is replaced. What is left is the browser's own work for those cards (input
// dispatch, style, layout, pre-paint, paint, commit): a figure no change to the page's script can go below while it
// draws the same cards.

/** The rows' HTML, in document order. */
export const captureRows = (tab, rowSelector) =>
  tab.evaluate((selector) => [...document.querySelectorAll(selector)].map((row) => row.innerHTML), rowSelector);

/**
 * In the page (self-contained, as Playwright sends its source): adds a button, fixed at the top left, whose click
 * shows the rows of `states[1]`, then of `states[0]`, and so on (the page shows `states[0]` when it is installed).
 */
export const installRowSwapper = ({ rowSelector, states, label }) => {
  const textNodes = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    return nodes;
  };
  const textsOf = (html) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    return textNodes(template.content).map((node) => node.data);
  };
  const texts = states.map((rows) => rows.map(textsOf));
  let shown = 0;
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = label;
  button.style.cssText = "position: fixed; inset-block-start: 0; inset-inline-start: 0; z-index: 2147483647";
  button.addEventListener("click", () => {
    shown = 1 - shown;
    document.querySelectorAll(rowSelector).forEach((row, index) => {
      const html = states[shown][index];
      if (html === undefined) return;
      const next = texts[shown][index];
      const current = textNodes(row);
      if (current.length !== next.length) {
        row.innerHTML = html;
        return;
      }
      current.forEach((node, at) => {
        if (node.data !== next[at]) node.data = next[at];
      });
    });
  });
  document.body.append(button);
};

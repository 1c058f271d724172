// The browser's floor for a results click (scripts/bench/60-results-interaction.mjs): the same change of the list's
// rows — from what the page shows to what the case's first click shows, and back — made by plain DOM code, with no
// request, router, query or React, timed from the click to the next paint under the same CPU slowdown. Where a row's
// elements and texts line up with the other reply's (the same elements and text nodes, in the same order), only the texts and
// attributes that differ are written (as React does on rows kept by position: a card's new image, link or label is
// part of the change); otherwise the row's content is replaced. What is left is the browser's own work for those cards (input
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
  // Elements and texts in document order: a row lines up with the other reply's when these have the same shapes.
  const nodesOf = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    const nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    return nodes;
  };
  const shapeOf = (node) => (node.nodeType === Node.TEXT_NODE ? "#text" : node.tagName);
  const parse = (html) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    return nodesOf(template.content).map((node) =>
      node.nodeType === Node.TEXT_NODE
        ? { shape: "#text", text: node.data }
        : { shape: node.tagName, attributes: [...node.attributes].map(({ name, value }) => [name, value]) },
    );
  };
  const parsed = states.map((rows) => rows.map(parse));
  const write = (node, wanted) => {
    if (wanted.shape === "#text") {
      if (node.data !== wanted.text) node.data = wanted.text;
      return;
    }
    for (const [name, value] of wanted.attributes)
      if (node.getAttribute(name) !== value) node.setAttribute(name, value);
    for (const name of node.getAttributeNames())
      if (!wanted.attributes.some(([kept]) => kept === name)) node.removeAttribute(name);
  };
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
      const wanted = parsed[shown][index];
      const current = nodesOf(row);
      if (current.length !== wanted.length || current.some((node, at) => shapeOf(node) !== wanted[at].shape)) {
        row.innerHTML = html;
        return;
      }
      current.forEach((node, at) => {
        write(node, wanted[at]);
      });
    });
  });
  document.body.append(button);
};

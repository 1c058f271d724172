// A Lighthouse run starts from a cleared origin: no HTTP cache, no local storage. A page whose real visitors always
// carry something in local storage (a signed-in user's 'user is logged' flag, which the portal's login sets; a returning
// visitor's "tour seen" key) is measured in that state instead: Lighthouse is told not to reset storage, and this module
// clears the cache and the origin's storage itself (so the run is still cold) and writes the page's keys, through the
// DevTools protocol of the Chromium Lighthouse drives (Node's own WebSocket: no client library).

/** Sends DevTools protocol commands over one target's socket; `close()` ends it. */
const connect = async (webSocketUrl) => {
  const socket = new WebSocket(webSocketUrl);
  await new Promise((opened, failed) => {
    socket.addEventListener("open", opened, { once: true });
    socket.addEventListener("error", failed, { once: true });
  });
  let nextId = 1;
  const pending = new Map();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    const waiting = pending.get(message.id);
    if (waiting === undefined) return;
    pending.delete(message.id);
    if (message.error !== undefined) waiting.failed(new Error(`${waiting.method}: ${message.error.message}`));
    else waiting.done(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((done, failed) => {
      const id = nextId++;
      pending.set(id, { done, failed, method });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
};

const TIMEOUT_MS = 15_000;

/**
 * Clears the browser's HTTP cache and `origin`'s storage, then writes `entries` ({ key: value }) into its local
 * storage, from a tab of its own opened on the origin's favicon and closed after, and `cookie` (a login's `Cookie`
 * header, `name=value; …`, or undefined) into the browser's cookie jar for the origin, as a login through the page
 * leaves it. `port`: Chromium's debugging port.
 */
export const seedStorage = async (port, origin, entries, cookie) => {
  const endpoint = `http://127.0.0.1:${port}`;
  const target = await (await fetch(`${endpoint}/json/new?about:blank`, { method: "PUT" })).json();
  const cdp = await connect(target.webSocketDebuggerUrl);
  try {
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    await cdp.send("Page.navigate", { url: `${origin}/favicon.svg` });
    const deadline = Date.now() + TIMEOUT_MS;
    for (;;) {
      const { result } = await cdp.send("Runtime.evaluate", {
        expression: "location.origin + ' ' + document.readyState",
        returnByValue: true,
      });
      if (result.value === `${origin} complete`) break;
      if (Date.now() > deadline) throw new Error(`${origin}/favicon.svg did not load in ${TIMEOUT_MS} ms`);
      await new Promise((done) => setTimeout(done, 50));
    }
    await cdp.send("Runtime.evaluate", {
      expression: `for (const [key, value] of ${JSON.stringify(Object.entries(entries))}) localStorage.setItem(key, value)`,
    });
    for (const pair of cookie === undefined ? [] : cookie.split(/;\s*/)) {
      const split = pair.indexOf("=");
      if (split <= 0) continue;
      await cdp.send("Network.setCookie", { name: pair.slice(0, split), value: pair.slice(split + 1), url: origin });
    }
    // The favicon's own request is in the cache now: clear it again, so that the run starts cold.
    await cdp.send("Network.clearBrowserCache");
  } finally {
    cdp.close();
    await fetch(`${endpoint}/json/close/${target.id}`);
  }
};

// Files of the hooks and web projects share a worker's one jsdom document (vitest.config.ts, `isolate: false`): each
// file starts as a fresh page would, with no storage, no cookies, the root URL and no language or title left by the
// file before. Runs before each file, ahead of the project's own setup.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(";")) {
  const name = cookie.split("=")[0]?.trim();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API to clear its jar between test files
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, "", "/");
document.title = "";
for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);

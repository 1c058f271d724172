/**
 * Sends a form post the way a browser form does, so the server's redirect becomes the page (spec 002 §2 the bundle
 * form posts `/search/dynamicVacationBundle`; the demo API answers with a 303 to the results page).
 */
export const postForm = (path: string, entries: readonly (readonly [string, string])[]): void => {
  const form = document.createElement("form");
  form.method = "post";
  form.action = path;
  form.hidden = true;
  for (const [name, value] of entries) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
};

import { memo, useEffect, useState } from "react";

/** Props of {@link ServerHtml}. */
export interface ServerHtmlProps {
  /** A text from the server (comments, supplier comments, offers, descriptions): plain text or HTML. */
  readonly html: string;
  readonly className?: string | undefined;
}

type Sanitizer = typeof import("dompurify")["default"];

const LOOKS_LIKE_HTML = /<[a-z!/]/i;

// DOMPurify loads the first time a text holds markup, in its own chunk, so the pages that show server
// texts stay within their JavaScript budget; once loaded it serves every later text at once.
let sanitizer: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;
const loadSanitizer = (): Promise<Sanitizer> => {
  loading ??= import("dompurify").then((module) => {
    sanitizer = module.default;
    return module.default;
  });
  return loading;
};

// DOMPurify re-reads its whole configuration (tag and attribute sets) on every `sanitize` call: a rate row's offers and
// the policy panel's texts were sanitised again on each render of the row (the policy panel's first opening spent most
// of its script time there). The same text always gives the same result: keep it, within bounds.
const SANITISED_KEPT = 500;
const sanitised = new Map<string, string>();
const sanitise = (purify: Sanitizer, html: string): string => {
  let clean = sanitised.get(html);
  if (clean === undefined) {
    clean = purify.sanitize(html);
    if (sanitised.size >= SANITISED_KEPT) sanitised.clear();
    sanitised.set(html, clean);
  }
  return clean;
};

/** The text of some HTML, read in an inert document (nothing runs, nothing loads). */
const textOf = (html: string): string => new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";

/**
 * A server text, shown as text, or, when it holds HTML, sanitised with DOMPurify first (DESIGN: "Nothing from the
 * server reaches `dangerouslySetInnerHTML` unsanitised"). Until DOMPurify has loaded, HTML shows as its plain text.
 * Memoised: a parent's redraw with the same text does not draw it again.
 */
export const ServerHtml = memo(function ServerHtml({ html, className }: ServerHtmlProps) {
  const isHtml = LOOKS_LIKE_HTML.test(html);
  // DOMPurify's export is itself a function (its factory): handed to useState as is, React would call it as an
  // initialiser and build a new DOMPurify on every mount (most of a policy panel's first opening). Wrap it.
  const [purify, setPurify] = useState<Sanitizer | null>(() => sanitizer);
  useEffect(() => {
    if (!isHtml || purify !== null) return;
    let live = true;
    void loadSanitizer().then((loaded) => {
      if (live) setPurify(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [isHtml, purify]);
  if (!isHtml) return <div className={className}>{html}</div>;
  if (purify === null) return <div className={className}>{textOf(html)}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify right here
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitise(purify, html) }} />;
});

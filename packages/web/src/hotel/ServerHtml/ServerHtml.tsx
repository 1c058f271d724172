import DOMPurify from "dompurify";

/** Props of {@link ServerHtml}. */
export interface ServerHtmlProps {
  /** A text from the server (comments, supplier comments, offers): plain text or HTML. */
  readonly html: string;
  readonly className?: string | undefined;
}

const LOOKS_LIKE_HTML = /<[a-z!/]/i;

/**
 * A server text, shown as text, or, when it holds HTML, sanitised with DOMPurify first (DESIGN: "Nothing from the
 * server reaches `dangerouslySetInnerHTML` unsanitised"). Block markup stays inside a `div`.
 */
export const ServerHtml = ({ html, className }: ServerHtmlProps) =>
  LOOKS_LIKE_HTML.test(html) ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify on the line below
    <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />
  ) : (
    <div className={className}>{html}</div>
  );

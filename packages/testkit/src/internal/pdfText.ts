import { inflateSync } from "node:zlib";

/**
 * The text a pdfkit document shows, for tests: inflates each content stream and decodes the hex strings of its
 * text operators (standard fonts, WinAnsi ≈ Latin-1). Good enough to assert that a PDF holds given data.
 */
export const pdfText = (bytes: Uint8Array): string => {
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf("stream\n", at, "latin1");
    if (start < 0) break;
    const end = raw.indexOf("\nendstream", start, "latin1");
    if (end < 0) break;
    const body = raw.subarray(start + "stream\n".length, end);
    at = end + 1;
    let content: string;
    try {
      content = inflateSync(body).toString("latin1");
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...(operator[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
        Buffer.from(hex[1] ?? "", "hex").toString("latin1"),
      );
      lines.push(pieces.join(""));
    }
  }
  return lines.join("\n");
};

/** The document's info strings (Title, Author…): string objects, plain or in pdfkit's UTF-16 literals. */
export const pdfInfoStrings = (bytes: Uint8Array): string[] => {
  const raw = Buffer.from(bytes).toString("latin1");
  return [...raw.matchAll(/\d+ 0 obj\n\(((?:\\.|[^\\)])*)\)\nendobj/g)].map((match) => {
    const unescaped = (match[1] ?? "").replace(/\\(.)/g, "$1");
    if (!unescaped.startsWith("\u00fe\u00ff")) return unescaped;
    let text = "";
    for (let index = 2; index + 1 < unescaped.length; index += 2) {
      text += String.fromCharCode((unescaped.charCodeAt(index) << 8) | unescaped.charCodeAt(index + 1));
    }
    return text;
  });
};

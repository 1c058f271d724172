import PDFDocument from "pdfkit";

/** A label-value row; an empty label continues the row above (an indented line). */
type PdfRow = readonly [label: string, value: string];

/** A sub-part of a section (one rate and its policy): a smaller heading and its rows. */
export interface PdfBlock {
  readonly heading: string;
  readonly rows: readonly PdfRow[];
}

/** A section of a demo PDF: a heading, then paragraphs, label-value rows or blocks. */
export interface PdfSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly rows?: readonly PdfRow[];
  readonly blocks?: readonly PdfBlock[];
}

/** What a demo PDF holds: a title, a subtitle line and its sections. */
export interface PdfContent {
  readonly title: string;
  readonly subtitle?: string;
  readonly sections: readonly PdfSection[];
  /** Shown small at the foot of the last page. */
  readonly footer?: string;
}

const BRAND = "#0b4f6c";

/** Removes HTML tags and decodes the few entities inventory descriptions use, so text prints as text. */
export const plainText = (html: string): string =>
  html
    .replace(/<\s*br\s*\/?>/gi, "\n")
    .replace(/<\/(?:p|li|div|h[1-6])>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();

const writeRows = (doc: PDFKit.PDFDocument, rows: readonly PdfRow[]) => {
  for (const [label, value] of rows) {
    if (label === "") {
      doc.font("Helvetica").fillColor("#333333").text(value, { indent: 14 }).fillColor("#111111");
    } else {
      doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
    }
  }
};

/**
 * Renders a demo PDF (A4, the standard Helvetica fonts: Latin-1 text, Spanish accents included) and resolves with
 * its bytes.
 *
 * @example const bytes = await renderPdf({ title: "Hotel Sol", sections: [{ heading: "Tarifas", rows: [["Doble", "USD 120,00"]] }] });
 */
export const renderPdf = (content: PdfContent, createdAt: Date): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 50,
      info: { Title: content.title, Author: "Travesía (demo)", Creator: "Travesía demo API", CreationDate: createdAt },
    });
    const chunks: Uint8Array[] = [];
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("error", reject);
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(10).text("TRAVESÍA", { characterSpacing: 2 });
    doc.moveDown(0.5).fillColor("#111111").fontSize(20).text(content.title);
    if (content.subtitle !== undefined)
      doc.moveDown(0.2).font("Helvetica").fontSize(11).fillColor("#444444").text(content.subtitle);
    for (const section of content.sections) {
      doc.moveDown(1).font("Helvetica-Bold").fontSize(13).fillColor(BRAND).text(section.heading);
      doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor("#111111");
      for (const paragraph of section.paragraphs ?? []) doc.text(paragraph, { align: "left" }).moveDown(0.3);
      writeRows(doc, section.rows ?? []);
      for (const block of section.blocks ?? []) {
        // Keep a block's heading with its first lines: start a new page when little room is left.
        if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
        doc.moveDown(0.6).font("Helvetica-Bold").fontSize(11).fillColor("#111111").text(block.heading);
        const top = doc.y;
        doc.moveTo(doc.page.margins.left, top + 1).lineTo(doc.page.width - doc.page.margins.right, top + 1);
        doc.lineWidth(0.5).strokeColor("#c8d6dd").stroke();
        doc.moveDown(0.25).font("Helvetica").fontSize(10);
        writeRows(doc, block.rows);
      }
    }
    if (content.footer !== undefined) {
      doc.moveDown(2).fontSize(8).fillColor("#777777").text(content.footer);
    }
    doc.end();
  });

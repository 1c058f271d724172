import PDFDocument from "pdfkit";

/** A section of a demo PDF: a heading, then paragraphs or label-value rows. */
export interface PdfSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly rows?: readonly (readonly [label: string, value: string])[];
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
    .replace(/<\/p>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();

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
      for (const [label, value] of section.rows ?? []) {
        doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
      }
    }
    if (content.footer !== undefined) {
      doc.moveDown(2).fontSize(8).fillColor("#777777").text(content.footer);
    }
    doc.end();
  });

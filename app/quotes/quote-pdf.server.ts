import PDFDocument from "pdfkit";
import type { CompanyFacts } from "~/company";
import { quotePageCopy as copy, quotePdfCopy, quoteSums } from "./copy";
import type { QuoteDocumentView } from "./ui/quote-document";

/** The acceptance the PDF carries under the total: who typed their name, and when. */
type Acceptance = { name: string; when: string };

const MARGIN = 56;
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";
/** The table's columns on A4 (595 pt wide): description, quantity, unit price, line sum. */
const COLUMNS = [
  { width: 235, align: "left" },
  { width: 50, align: "right" },
  { width: 95, align: "right" },
  { width: 103, align: "right" },
] as const;

/**
 * The accepted quote as a PDF the customer can file: the same document as /tilbud/<id>, with
 * the acceptance line. Helvetica's WinAnsi encoding holds the Norwegian letters, and the text
 * stays text, so the file can be searched and read by a screen reader (decision 305).
 */
export function quotePdf(
  quote: QuoteDocumentView,
  acceptance: Acceptance,
  studio: CompanyFacts,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: copy.title(quote.version), Author: studio.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  writeHeader(doc, quote, studio);
  writeTable(doc, quote);
  doc.moveDown(1.5).font(BOLD).fontSize(11);
  doc.text(quotePdfCopy.acceptance(acceptance.name, acceptance.when), MARGIN);
  if (quote.terms) {
    doc.moveDown(1.5).font(BOLD).fontSize(13).text(copy.terms);
    doc.moveDown(0.3).font(REGULAR).fontSize(10).text(quote.terms);
  }
  doc.end();
  return done;
}

function writeHeader(doc: PDFKit.PDFDocument, quote: QuoteDocumentView, studio: CompanyFacts) {
  doc.font(BOLD).fontSize(9).fillColor("#555555").text(copy.eyebrow.toUpperCase());
  doc.fillColor("black").fontSize(22).text(copy.title(quote.version)).moveDown(0.8);
  const { address } = studio;
  const facts = [
    [
      copy.from,
      `${studio.legalName}, ${address.street}, ${address.postalCode} ${address.city} · ${copy.orgNumber(studio.orgNumber)}`,
    ],
    [copy.to, `${quote.customerName} <${quote.email}>`],
    [copy.date, quote.date],
    [copy.validUntil, quote.validUntil],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font(REGULAR)
      .fontSize(10)
      .fillColor("#555555")
      .text(label ?? "", MARGIN, y, { width: 110 });
    doc.fillColor("black").text(value ?? "", MARGIN + 120, y, { width: 363 });
    doc.moveDown(0.2);
  }
  doc.moveDown(1);
}

/** One table row at the current height, a new page first when it would not fit. */
function writeRow(doc: PDFKit.PDFDocument, cells: readonly string[], font = REGULAR) {
  doc.font(font).fontSize(10);
  const heights = cells.map((cell, index) =>
    doc.heightOfString(cell, { width: COLUMNS[index]?.width ?? 0 }),
  );
  const height = Math.max(...heights);
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index]!;
    doc.text(cell, x, y, { width: column.width, align: column.align });
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = y + height + 6;
}

function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(doc.page.width - MARGIN, doc.y - 3)
    .strokeColor("#bbbbbb")
    .stroke();
}

function writeTable(doc: PDFKit.PDFDocument, quote: QuoteDocumentView) {
  const { columns } = copy;
  writeRow(doc, [columns.description, columns.quantity, columns.price, columns.sum], BOLD);
  rule(doc);
  for (const line of quote.lines)
    writeRow(doc, [line.description, String(line.quantity), line.unitPrice, line.sum]);
  rule(doc);
  writeRow(doc, ["", "", quoteSums.subtotal, quote.sums.subtotal]);
  writeRow(doc, ["", "", quoteSums.vat, quote.sums.vat]);
  writeRow(doc, ["", "", quoteSums.total, quote.sums.total], BOLD);
}

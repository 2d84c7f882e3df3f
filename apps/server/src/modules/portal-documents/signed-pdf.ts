import PDFDocument from 'pdfkit';

export interface SignedDocument {
  title: string;
  body: string;
  practiceName: string;
  clientName: string;
  signedName: string;
  /** The client's name when a guardian signed for them. */
  onBehalfOf: string | null;
  signedAt: Date;
  timeZone: string;
  ip: string;
  sha256: string;
}

/** "November 23, 2026 at 5:36:45 PM EST (America/New_York)": the signer's wall clock, with its zone named. */
export function formatSignedAt(at: Date, timeZone: string): string {
  const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'long', timeZone }).format(at);
  return `${local} (${timeZone})`;
}

/** The sentence that records the signature, in the PDF and on screen alike. */
export function signatureStatement(d: Pick<SignedDocument, 'signedName' | 'onBehalfOf' | 'signedAt' | 'timeZone' | 'ip'>): string {
  const behalf = d.onBehalfOf ? ` on behalf of ${d.onBehalfOf}` : '';
  return `Signed electronically by ${d.signedName}${behalf} on ${formatSignedAt(d.signedAt, d.timeZone)} from ${d.ip}.`;
}

/**
 * The signed copy kept with the record: the practice, the title, the full text as signed, then the
 * signature (typed name, time with zone and UTC, address) and the SHA-256 of the text. Standard
 * Helvetica, as the note exports use (no font files to ship).
 */
export function renderSignedPdf(d: SignedDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 60,
      info: { Title: `${d.title} — signed`, Author: d.practiceName, Creator: 'Tend', CreationDate: d.signedAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica').fontSize(10).fillColor('#444444').text(d.practiceName);
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(d.title);
    doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#444444').text(`Client: ${d.clientName}`);
    doc.fillColor('#000000').moveDown();
    doc.font('Helvetica').fontSize(11).text(d.body, { paragraphGap: 4 });

    doc.moveDown(1.5).font('Helvetica-Bold').fontSize(12).text('Electronic signature');
    doc.moveDown(0.3).font('Helvetica').fontSize(11).text(signatureStatement(d));
    doc.moveDown(0.3).text(`Typed name: ${d.signedName}`);
    doc.text(`Time (UTC): ${d.signedAt.toISOString()}`);
    doc.text(`IP address: ${d.ip}`);
    doc.moveDown(0.3).text('SHA-256 of the text signed:');
    doc.font('Courier').fontSize(9).text(d.sha256);
    doc
      .moveDown()
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#444444')
      .text(`Kept by ${d.practiceName}. The hash identifies the exact text above; any change to the text gives a different hash.`);
    doc.end();
  });
}

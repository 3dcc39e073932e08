// A real, minimal one-page PDF (Helvetica text lines), so the demo page with a file has something
// a browser can open — without a PDF library.

/** PDF standard fonts take single-byte text: fold typographic characters to ASCII. */
function toPdfText(line: string): string {
  return line
    .replace(/[—–]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

export function buildPdf(lines: string[]): Buffer {
  const text = lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${toPdfText(line)}) Tj`).join('\n');
  const stream = `BT\n/F1 12 Tf\n16 TL\n72 720 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  // Everything above is ASCII, so string length equals byte length and the offsets hold.
  return Buffer.from(body, 'latin1');
}

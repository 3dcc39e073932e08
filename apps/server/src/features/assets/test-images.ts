// Tiny images built byte by byte, for upload tests: just enough header for a format check.
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16le = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const i32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32LE(n);
  return b;
};

export function pngBytes(width = 800, height = 600): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    signature,
    u32be(13),
    Buffer.from('IHDR'),
    ihdr,
    Buffer.alloc(4),
    Buffer.from('payload'),
  ]);
}

export function gifBytes(width = 16, height = 8): Buffer {
  return Buffer.concat([Buffer.from('GIF89a'), u16le(width), u16le(height), Buffer.from([0, 0, 0, 0x3b])]);
}

export function jpegBytes(width = 640, height = 480): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof0 = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.alloc(9), Buffer.from([0xff, 0xd9])]);
}

export function bmpBytes(width = 4, height = 2): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  const header = Buffer.concat([
    Buffer.from('BM'),
    i32le(54 + pixels.length),
    Buffer.alloc(4),
    i32le(54),
    i32le(40),
    i32le(width),
    i32le(-height),
    Buffer.from([1, 0, 32, 0]),
    Buffer.alloc(24),
  ]);
  return Buffer.concat([header, pixels]);
}

/** A multipart/form-data body as a browser would send it. */
export function multipartBody(
  parts: { name: string; value: Buffer | string; filename?: string; type?: string }[],
) {
  const boundary = `----atrium${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// What an uploaded file really is, from its bytes alone (issue 5: the type is checked by content, never by
// its name or the Content-Type it came with), and its pixel size from the header: JPEG's SOF segment, PNG's
// IHDR chunk, WebP's VP8 / VP8L / VP8X chunk. No decoder and no native code: only the few header bytes.
import type { ImageType } from "@vetan/shared/admin-content";

export interface SniffedImage {
  type: ImageType;
  /** The extension the stored file gets. */
  ext: "jpg" | "png" | "webp";
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image's kind and size, or null when the bytes are not a JPEG, PNG or WebP with a readable header. */
export function sniffImage(bytes: Buffer): SniffedImage | null {
  const found = sniffPng(bytes) ?? sniffJpeg(bytes) ?? sniffWebp(bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
}

function sniffPng(b: Buffer): SniffedImage | null {
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  // The first chunk must be IHDR: length 13, then width and height as big-endian 32-bit numbers.
  if (b.readUInt32BE(8) !== 13 || b.toString("latin1", 12, 16) !== "IHDR") return null;
  return { type: "image/png", ext: "png", width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size: C0–CF except C4 (Huffman tables), C8 (reserved) and CC (arithmetic). */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function sniffJpeg(b: Buffer): SniffedImage | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let i = 2;
  // Walk the segments (marker, 16-bit length including itself) until a start-of-frame.
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    let marker = b[i + 1]!;
    // Any number of 0xFF fill bytes may come before a marker.
    while (marker === 0xff && i + 2 < b.length) marker = b[++i + 1]!;
    i += 2;
    // Markers that stand alone, with no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    // End of image, or the scan data, before any frame header: not a picture we can size.
    if (marker === 0xd9 || marker === 0xda) return null;
    if (i + 2 > b.length) return null;
    const length = b.readUInt16BE(i);
    if (length < 2) return null;
    if (isSof(marker)) {
      // Length, sample precision (1 byte), then height and width.
      if (length < 7 || i + 7 > b.length) return null;
      return { type: "image/jpeg", ext: "jpg", height: b.readUInt16BE(i + 3), width: b.readUInt16BE(i + 5) };
    }
    i += length;
  }
  return null;
}

function sniffWebp(b: Buffer): SniffedImage | null {
  if (b.length < 30 || b.toString("latin1", 0, 4) !== "RIFF" || b.toString("latin1", 8, 12) !== "WEBP") return null;
  const webp = (width: number, height: number): SniffedImage => ({ type: "image/webp", ext: "webp", width, height });
  switch (b.toString("latin1", 12, 16)) {
    // Lossy: a key frame's 3-byte tag, the start code 9D 01 2A, then 14-bit width and height.
    case "VP8 ":
      if ((b[20]! & 1) !== 0 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return webp(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
    // Lossless: signature 0x2F, then width-1 and height-1 in 14 bits each.
    case "VP8L": {
      if (b[20] !== 0x2f) return null;
      const bits = b.readUInt32LE(21);
      return webp((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    // Extended: flags and reserved bytes, then canvas width-1 and height-1 in 24 bits each.
    case "VP8X":
      return webp(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
    default:
      return null;
  }
}

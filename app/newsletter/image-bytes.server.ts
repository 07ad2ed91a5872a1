import type { ImageType } from "~/newsletter/editor";

/**
 * What an uploaded file is, read from its bytes and never from its name or the browser's word
 * (docs/decisions/024-newsletter-editor.md): PNG, JPEG or WebP, and its width and height in
 * pixels, from the headers each format starts with. A few dozen lines instead of a dependency.
 */

export type ImageFormat = { type: ImageType; extension: "png" | "jpg" | "webp" };
export type ImageSize = { width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], at = 0): boolean {
  return expected.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);

/** The format the bytes begin with, or null for anything else (a text file named `.png` too). */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return { type: "image/png", extension: "png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: "image/jpeg", extension: "jpg" };
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") {
    return { type: "image/webp", extension: "webp" };
  }
  return null;
}

/** PNG: the IHDR chunk comes first, with the width and height as 32-bit big-endian numbers. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** JPEG: walks the segments to the first start-of-frame marker, which holds the size. */
function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // The image data (SOS) or its end came before any frame header.
    if (marker === 0xda || marker === 0xd9) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** WebP: the first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X), each with its own layout. */
function webpSize(b: Uint8Array): ImageSize | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 " && b.length >= 30 && startsWith(b, [0x9d, 0x01, 0x2a], 23)) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === "VP8L" && b.length >= 25 && b[20] === 0x2f) {
    const b1 = b[21]!;
    const b2 = b[22]!;
    const b3 = b[23]!;
    const b4 = b[24]!;
    return { width: 1 + (b1 | ((b2 & 0x3f) << 8)), height: 1 + ((b2 >> 6) | (b3 << 2) | ((b4 & 0x0f) << 10)) };
  }
  if (chunk === "VP8X" && b.length >= 30) return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  return null;
}

/** The width and height in pixels, or null when the header cannot be read (or says zero). */
export function imageSizeOf(bytes: Uint8Array, format: ImageFormat): ImageSize | null {
  const size =
    format.type === "image/png" ? pngSize(bytes) : format.type === "image/jpeg" ? jpegSize(bytes) : webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

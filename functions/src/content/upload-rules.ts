/**
 * What an admin may upload and how it travels: the content function tells the admin
 * screen these rules, the media function (which stands above content and imports it,
 * never the reverse) applies them to the uploads it takes.
 * Nothing here may import a client or the table layer: the content bundle reads it.
 */
export const ALLOWED_UPLOAD_TYPES = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
} as const;

export type UploadMime = keyof typeof ALLOWED_UPLOAD_TYPES;

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * The shared handler stack takes JSON bodies of up to 64 KB, so the admin screen
 * sends an image as base64 chunks of this many bytes.
 */
export const UPLOAD_CHUNK_BYTES = 45_000;

// ---- reading an uploaded image: its real type and size, whatever it claims ----

export interface ImageInfo {
  mime: UploadMime;
  width: number;
  height: number;
}

function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): { width: number; height: number } | null {
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  return null;
}

/** Recognises PNG, JPEG and WebP by their bytes and reads the pixel size; null for anything else. */
export function readImageInfo(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 30) return null;
  let size: { width: number; height: number } | null = null;
  let mime: UploadMime | null = null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) && bytes.toString('ascii', 12, 16) === 'IHDR') {
    mime = 'image/png';
    size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    mime = 'image/jpeg';
    size = jpegSize(bytes);
  } else if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    mime = 'image/webp';
    size = webpSize(bytes);
  }
  if (!mime || !size || size.width < 1 || size.height < 1) return null;
  return { mime, ...size };
}

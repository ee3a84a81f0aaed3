import { crc32, inflateRawSync } from "node:zlib";
import { DocumentError } from "./document-error";

/** One file of a zip archive as its central directory declares it. */
export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_EOCD_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_U16 = 0xffff;
const MAX_U32 = 0xffffffff;

export const ZIP_FLAG_ENCRYPTED = 0x1;

function corrupt(detail: string): DocumentError {
  return new DocumentError("CORRUPT", undefined, { cause: new Error(detail) });
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function readU64(dv: DataView, at: number): number {
  const value = dv.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw corrupt("64-bit size out of range");
  return Number(value);
}

/** True when the bytes start like a zip archive (local file header or empty archive). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

function findEndOfCentralDirectory(dv: DataView): number {
  const min = Math.max(0, dv.byteLength - 22 - MAX_U16);
  for (let at = dv.byteLength - 22; at >= min; at--) {
    if (dv.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  throw corrupt("no end of central directory");
}

/** Reads the central directory. Throws DocumentError("CORRUPT") when it is malformed. */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  const dv = view(bytes);
  if (dv.byteLength < 22) throw corrupt("too short for a zip");
  const eocd = findEndOfCentralDirectory(dv);
  let count = dv.getUint16(eocd + 10, true);
  let cdSize = dv.getUint32(eocd + 12, true);
  let cdOffset = dv.getUint32(eocd + 16, true);
  if (count === MAX_U16 || cdSize === MAX_U32 || cdOffset === MAX_U32) {
    const locator = eocd - 20;
    if (locator < 0 || dv.getUint32(locator, true) !== ZIP64_EOCD_LOCATOR_SIGNATURE)
      throw corrupt("zip64 locator");
    const zip64 = readU64(dv, locator + 8);
    if (zip64 + 56 > dv.byteLength || dv.getUint32(zip64, true) !== ZIP64_EOCD_SIGNATURE)
      throw corrupt("zip64 end");
    count = readU64(dv, zip64 + 32);
    cdSize = readU64(dv, zip64 + 40);
    cdOffset = readU64(dv, zip64 + 48);
  }
  if (cdOffset + cdSize > dv.byteLength) throw corrupt("central directory out of range");
  // Each central header takes at least 46 bytes, so a count larger than that is a lie.
  if (count * 46 > cdSize) throw corrupt("entry count larger than the directory");

  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > cdOffset + cdSize || dv.getUint32(at, true) !== CENTRAL_SIGNATURE)
      throw corrupt("central header");
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: dv.getUint16(at + 8, true),
      method: dv.getUint16(at + 10, true),
      crc32: dv.getUint32(at + 16, true),
      compressedSize: dv.getUint32(at + 20, true),
      uncompressedSize: dv.getUint32(at + 24, true),
      localHeaderOffset: dv.getUint32(at + 42, true),
    };
    readZip64Extra(dv, at + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function readZip64Extra(dv: DataView, start: number, length: number, entry: ZipEntry): void {
  const needs =
    entry.uncompressedSize === MAX_U32 ||
    entry.compressedSize === MAX_U32 ||
    entry.localHeaderOffset === MAX_U32;
  if (!needs) return;
  let at = start;
  while (at + 4 <= start + length) {
    const id = dv.getUint16(at, true);
    const size = dv.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      if (entry.uncompressedSize === MAX_U32) {
        entry.uncompressedSize = readU64(dv, field);
        field += 8;
      }
      if (entry.compressedSize === MAX_U32) {
        entry.compressedSize = readU64(dv, field);
        field += 8;
      }
      if (entry.localHeaderOffset === MAX_U32) entry.localHeaderOffset = readU64(dv, field);
      return;
    }
    at += 4 + size;
  }
  throw corrupt("missing zip64 extra field");
}

/** The compressed bytes of an entry, found through its local header. */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const dv = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + 30 > dv.byteLength || dv.getUint32(at, true) !== LOCAL_SIGNATURE) throw corrupt("local header");
  const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > dv.byteLength) throw corrupt("entry data out of range");
  return bytes.subarray(start, end);
}

/**
 * Inflates one entry, never producing more than its declared size: a zip bomb that lies about its
 * sizes stops at the limit instead of filling memory. Checks the size and CRC it declared.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = entryData(bytes, entry);
  let out: Uint8Array;
  if (entry.method === 0) {
    out = data;
  } else if (entry.method === 8) {
    try {
      out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      throw new DocumentError("CORRUPT", undefined, { cause: error });
    }
  } else {
    throw corrupt(`unsupported compression method ${entry.method}`);
  }
  if (out.length !== entry.uncompressedSize) throw corrupt(`size mismatch in ${entry.name}`);
  if (crc32(out) >>> 0 !== entry.crc32 >>> 0) throw corrupt(`CRC mismatch in ${entry.name}`);
  return out;
}

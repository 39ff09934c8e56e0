import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * Gzip for a page that is the same for every visitor but for one short value (the CSP nonce)
 * at known cuts. Each piece between the cuts is compressed once; each answer joins the pieces
 * with its own value in stored (uncompressed) deflate blocks, so it costs a checksum, not a
 * compression. Every piece but the last ends on a sync flush, which leaves the stream
 * byte-aligned and not final, as a stored block and the next piece need.
 */
export function compressPieces(pieces: Buffer[]) {
  return pieces.map((piece, index) =>
    deflateRawSync(piece, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  );
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** The gzip member for `pieces` joined by `between`; `compressed` is compressPieces(pieces). */
export function gzipJoined(pieces: Buffer[], compressed: Buffer[], between: Buffer) {
  const chunks: Buffer[] = [gzipHeader];
  let checksum = 0;
  let length = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      chunks.push(storedBlock(between));
      checksum = crc32(between, checksum);
      length += between.length;
    }
    chunks.push(compressed[index]!);
    checksum = crc32(piece, checksum);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}

/** A non-final stored block (RFC 1951 3.2.4): header byte, LEN, NLEN, the bytes. */
function storedBlock(bytes: Buffer) {
  if (bytes.length > 0xffff)
    throw new RangeError("a stored deflate block holds at most 65,535 bytes");
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** gzip unless the client left it out or refused it with q=0. */
export function acceptsGzip(header: string | undefined) {
  return (header ?? "").split(",").some((entry) => {
    const [name = "", ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    return (name === "gzip" || name === "*") && (q === undefined || Number(q.slice(2)) > 0);
  });
}

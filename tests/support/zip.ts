import { buffer } from "node:stream/consumers";
import yauzl from "yauzl";

/** The names of a ZIP's entries and the bytes of each. */
export async function unzip(zip: Buffer) {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on("entry", (entry: yauzl.Entry) =>
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream).then((bytes) => {
          entries.set(entry.fileName, bytes);
          archive.readEntry();
        }, reject);
      }),
    );
    archive.on("end", resolve);
    archive.on("error", reject);
    archive.readEntry();
  });
  return entries;
}

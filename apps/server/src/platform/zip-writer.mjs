// A zip archive written entry by entry (the container of .xlsx files): each entry deflated whole,
// its bytes handed out at once so they can be streamed, the central directory at the end. Plain
// JavaScript so a worker thread loads it the same way under the server, the tests and the bench.
// No zip64: an archive stays under 4 GB and 65,535 entries, which the callers' own limits ensure.
import { crc32, deflateRawSync } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20;
const DEFLATE = 8;
/** General purpose flag bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;

/** MS-DOS time and date, as zip headers hold them. */
function dosDateTime(date) {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

export class ZipWriter {
  #offset = 0;
  /** @type {Buffer[]} */
  #central = [];
  #stamp = dosDateTime(new Date());

  /**
   * Adds one file; answers the bytes to write next (its local header and compressed data).
   * @param {string} name
   * @param {string | Buffer} content
   */
  add(name, content) {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name, 'utf8');
    const checksum = crc32(data);

    // The local header and the central directory entry share a run of fields: from "version
    // needed" to the name's length.
    const writeShared = (header, at) => {
      header.writeUInt16LE(VERSION, at);
      header.writeUInt16LE(UTF8_NAMES, at + 2);
      header.writeUInt16LE(DEFLATE, at + 4);
      header.writeUInt16LE(this.#stamp.time, at + 6);
      header.writeUInt16LE(this.#stamp.day, at + 8);
      header.writeUInt32LE(checksum, at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    // Extra fields, comments, disk number and file attributes: none (zeros).
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    writeShared(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(VERSION, 4);
    writeShared(central, 6);
    central.writeUInt32LE(this.#offset, 42);
    this.#central.push(central, fileName);

    const bytes = Buffer.concat([local, fileName, packed]);
    this.#offset += bytes.length;
    return bytes;
  }

  /** The central directory and its end record: the last bytes of the archive. */
  finish() {
    const directory = Buffer.concat(this.#central);
    const end = Buffer.alloc(22);
    const entries = this.#central.length / 2;
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(entries, 8);
    end.writeUInt16LE(entries, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(this.#offset, 16);
    return Buffer.concat([directory, end]);
  }
}

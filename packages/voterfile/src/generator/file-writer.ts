/**
 * Streams text to a file through a few reused 1 MB buffers, encoded as Latin-1 or UTF-8: a
 * million-row file never exists as one string, and fresh buffers are not allocated for every
 * chunk (their outside-the-heap memory would make V8 run full collections over and over). The
 * disk write of one chunk overlaps with filling the next.
 */
import { type FileHandle, open } from 'node:fs/promises';

const CHUNK = 1 << 20;

interface Filled {
  buffer: Buffer;
  length: number;
}

export class ChunkedFile {
  private buffer: Buffer = Buffer.allocUnsafe(CHUNK);
  private offset = 0;
  private ready: Filled[] = [];
  private readonly spare: Buffer[] = [];
  private writing: Promise<void> = Promise.resolve();
  /** Bytes written so far. */
  bytes = 0;

  private constructor(
    private readonly handle: FileHandle,
    private readonly encoding: 'latin1' | 'utf8',
  ) {}

  static async create(path: string, encoding: 'latin1' | 'utf8'): Promise<ChunkedFile> {
    return new ChunkedFile(await open(path, 'w'), encoding);
  }

  /** Buffers text; when `full`, the caller awaits `flush` (cheaper than awaiting every line). */
  add(text: string): void {
    // Latin-1 is one byte a character; UTF-8 at most three.
    const most = this.encoding === 'latin1' ? text.length : text.length * 3;
    if (this.offset + most > this.buffer.length) {
      this.ready.push({ buffer: this.buffer, length: this.offset });
      this.buffer = most > CHUNK ? Buffer.allocUnsafe(most) : (this.spare.pop() ?? Buffer.allocUnsafe(CHUNK));
      this.offset = 0;
    }
    this.offset += this.buffer.write(text, this.offset, this.encoding);
  }

  get full(): boolean {
    return this.ready.length > 0;
  }

  /** Waits for the previous write, then starts writing the filled buffers. */
  async flush(): Promise<void> {
    await this.writing;
    const batch = this.ready;
    this.ready = [];
    this.writing = this.write(batch);
  }

  private async write(batch: Filled[]): Promise<void> {
    for (const { buffer, length } of batch) {
      for (let at = 0; at < length; ) {
        const { bytesWritten } = await this.handle.write(buffer, at, length - at);
        at += bytesWritten;
      }
      this.bytes += length;
      if (buffer.length === CHUNK) this.spare.push(buffer);
    }
  }

  async close(): Promise<void> {
    if (this.offset > 0) this.ready.push({ buffer: this.buffer, length: this.offset });
    this.offset = 0;
    await this.flush();
    await this.writing;
    await this.handle.close();
  }
}

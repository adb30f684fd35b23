/**
 * Image uploads: the type is decided by the content (sharp reads the header), never by the name or the
 * client's content type. Accepted images are re-encoded (EXIF orientation applied, all metadata dropped) and
 * stored as `<sha256 of the result>.<ext>` under DATA_DIR/uploads.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import { uploads } from './uploads.tables';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const UPLOAD_ADDRESS = /^\/uploads\/([0-9a-f]{64})\.(jpg|png|webp)$/;
const UPLOAD_NAME = /^([0-9a-f]{64})\.(jpg|png|webp)$/;
const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Ext = keyof typeof CONTENT_TYPES;

const FORMATS: Record<string, Ext> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
/** Decompression-bomb guard: 40 megapixels is far above any phone photo. */
const MAX_PIXELS = 40_000_000;

export type UploadService = ReturnType<typeof createUploadService>;

export function createUploadService(db: Db, opts: { dir: string }) {
  async function reencode(input: Buffer): Promise<{ data: Buffer; ext: Ext }> {
    let format: string | undefined;
    try {
      format = (await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata()).format;
    } catch {
      throw AppError.say('upload.type');
    }
    const ext = format ? FORMATS[format] : undefined;
    if (!ext) throw AppError.say('upload.type');
    try {
      const image = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
      const data =
        ext === 'jpg'
          ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
          : ext === 'png'
            ? await image.png().toBuffer()
            : await image.webp({ quality: 85 }).toBuffer();
      return { data, ext };
    } catch {
      throw AppError.say('upload.type');
    }
  }

  return {
    /** Stores an image and answers its address `/uploads/<sha256>.<ext>`. */
    async store(input: Buffer, userId: number): Promise<string> {
      const { data, ext } = await reencode(input);
      const hash = createHash('sha256').update(data).digest('hex');
      await mkdir(opts.dir, { recursive: true });
      const path = join(opts.dir, `${hash}.${ext}`);
      const exists = await stat(path).then(
        () => true,
        () => false,
      );
      if (!exists) await writeFile(path, data, { mode: 0o644 });
      await db
        .insert(uploads)
        .values({ hash, ext, size: data.length, userId, createdAt: new Date() })
        .onConflictDoNothing();
      return `/uploads/${hash}.${ext}`;
    },

    /** True when `address` is one this server produced. */
    async exists(address: string): Promise<boolean> {
      const m = UPLOAD_ADDRESS.exec(address);
      if (!m) return false;
      const [row] = await db.select({ ext: uploads.ext }).from(uploads).where(eq(uploads.hash, m[1]!));
      return row?.ext === m[2];
    },

    /** The bytes and content type of a stored file, or null. `name` must match UPLOAD_NAME. */
    async read(name: string): Promise<{ data: Buffer; contentType: string } | null> {
      const m = UPLOAD_NAME.exec(name);
      if (!m) return null;
      try {
        const data = await readFile(join(opts.dir, name));
        return { data, contentType: CONTENT_TYPES[m[2] as Ext] };
      } catch {
        return null;
      }
    },
  };
}

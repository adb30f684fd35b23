/**
 * Image uploads: the type is decided by the content (sharp reads the header), never by the name or the
 * client's content type. Accepted images are re-encoded (EXIF orientation applied, all metadata dropped) and
 * stored as `<sha256 of the result>.<ext>` under DATA_DIR/uploads.
 *
 * An upload belongs to whoever sent it (`upload_owners`; the same bytes from two users: one file, two owners), and
 * only an owner may attach it (avatar, identity photos, vouchers, QR codes). A private upload (sent as an identity
 * document, or attached to an identity review) is never served at its public address: only through a signed
 * short-lived link (`/uploads/<name>?exp=…&sig=…`) given to its owner or to a reviewer, with private caching.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import { uploadOwners, uploads } from './uploads.tables';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const UPLOAD_ADDRESS = /^\/uploads\/([0-9a-f]{64})\.(jpg|png|webp)$/;
const UPLOAD_NAME = /^([0-9a-f]{64})\.(jpg|png|webp)$/;
const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Ext = keyof typeof CONTENT_TYPES;

const FORMATS: Record<string, Ext> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
/** Decompression-bomb guard: 40 megapixels is far above any phone photo. */
const MAX_PIXELS = 40_000_000;

export type UploadService = ReturnType<typeof createUploadService>;
/** Whether a user may attach an address: it was uploaded here, and by them. */
export type Ownership = 'own' | 'missing' | 'foreign';

const hashOf = (address: string): { hash: string; ext: string } | null => {
  const m = UPLOAD_ADDRESS.exec(address);
  return m ? { hash: m[1]!, ext: m[2]! } : null;
};

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

  async function ownership(address: string, userId: number): Promise<Ownership> {
    const h = hashOf(address);
    if (!h) return 'missing';
    const [row] = await db
      .select({ ext: uploads.ext, owner: uploadOwners.userId })
      .from(uploads)
      .leftJoin(uploadOwners, and(eq(uploadOwners.hash, uploads.hash), eq(uploadOwners.userId, userId)))
      .where(eq(uploads.hash, h.hash));
    if (!row || row.ext !== h.ext) return 'missing';
    return row.owner === userId ? 'own' : 'foreign';
  }

  return {
    /** Stores an image for `userId` and answers its address `/uploads/<sha256>.<ext>`. */
    async store(input: Buffer, userId: number, how: { private?: boolean } = {}): Promise<string> {
      const { data, ext } = await reencode(input);
      const hash = createHash('sha256').update(data).digest('hex');
      await mkdir(opts.dir, { recursive: true });
      const path = join(opts.dir, `${hash}.${ext}`);
      const exists = await stat(path).then(
        () => true,
        () => false,
      );
      if (!exists) await writeFile(path, data, { mode: 0o644 });
      const isPrivate = how.private === true;
      await db
        .insert(uploads)
        .values({ hash, ext, size: data.length, userId, private: isPrivate, createdAt: new Date() })
        .onConflictDoUpdate({ target: uploads.hash, set: { private: sql`${uploads.private} or ${isPrivate}` } });
      await db.insert(uploadOwners).values({ hash, userId }).onConflictDoNothing();
      return `/uploads/${hash}.${ext}`;
    },

    /** True when `userId` uploaded `address` here (the only uploads a user may attach). */
    async exists(address: string, userId: number): Promise<boolean> {
      return (await ownership(address, userId)) === 'own';
    },

    ownership,

    /** Refuses (as an error of `field`) an address that was not uploaded here, or was uploaded by someone else. */
    async requireOwn(address: string, userId: number, field: string): Promise<void> {
      const found = await ownership(address, userId);
      if (found === 'missing') throw AppError.invalid(field, 'validation.image');
      if (found === 'foreign') throw AppError.invalid(field, 'upload.not_owned');
    },

    /** Makes uploads private (attached to an identity review): from now on only signed links serve them. */
    async makePrivate(addresses: readonly string[]): Promise<void> {
      const hashes = addresses.map(hashOf).flatMap((h) => (h ? [h.hash] : []));
      if (hashes.length > 0) await db.update(uploads).set({ private: true }).where(inArray(uploads.hash, hashes));
    },

    /** Whether a stored file is private (served only through signed links). */
    async isPrivate(name: string): Promise<boolean> {
      const m = UPLOAD_NAME.exec(name);
      if (!m) return false;
      const [row] = await db.select({ private: uploads.private }).from(uploads).where(eq(uploads.hash, m[1]!));
      return row?.private ?? false;
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

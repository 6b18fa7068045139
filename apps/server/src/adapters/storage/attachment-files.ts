import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Attachments of contracts and orders under DATA_DIR/attachments/<organisation>/<YYYY>/<MM>/<uuid>.<ext>:
 * never under DATA_DIR/files (served publicly); a download goes through its record's permissions.
 */
export class AttachmentFiles {
  readonly root: string;
  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'attachments');
  }

  /** Absolute path of a stored relative path; null when it would leave the folder. */
  absolute(relative: string): string | null {
    const abs = path.resolve(this.root, relative);
    return abs.startsWith(this.root + path.sep) ? abs : null;
  }

  /** A new place for an organisation's file with this extension (its folders exist), and a temporary path beside it. */
  newFile(tenant: number, ext: string, now: Date): { relative: string; abs: string; tmp: string } {
    const iso = now.toISOString();
    const relative = [String(tenant), iso.slice(0, 4), iso.slice(5, 7), `${randomUUID()}.${ext}`].join('/');
    const abs = this.absolute(relative);
    if (!abs) throw new Error('attachment path outside the attachments folder');
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    return { relative, abs, tmp: `${abs}.part` };
  }

  existing(relative: string): string | null {
    const abs = this.absolute(relative);
    return abs && fs.existsSync(abs) ? abs : null;
  }

  remove(relative: string): void {
    const abs = this.absolute(relative);
    if (abs) fs.rmSync(abs, { force: true });
  }
}

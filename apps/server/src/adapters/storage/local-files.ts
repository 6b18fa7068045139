import fs from 'node:fs/promises';
import path from 'node:path';

/** Files under DATA_DIR/files, served by the server at /files/ (ARCHITECTURE.md: storage local dir). */
export class LocalFileStorage {
  constructor(
    private readonly root: string,
    private readonly urlPrefix = '/files',
  ) {}

  /** Writes `bytes` at a relative path of safe segments; answers the public URL. */
  async put(relPath: string, bytes: Buffer): Promise<string> {
    if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(relPath) || relPath.includes('..'))
      throw new Error(`unsafe storage path ${relPath}`);
    const file = path.join(this.root, relPath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    return `${this.urlPrefix}/${relPath}`;
  }
}

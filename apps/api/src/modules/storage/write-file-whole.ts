import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes beside the target under a dot-name (never served) and renames, so a failed write
 * leaves no file behind and no reader ever sees half a picture. A new upload's name is new
 * (`wx`); a size written again (`replace`) simply takes the place of the old one.
 */
export async function writeFileWhole(
  directory: string,
  fileName: string,
  contents: Buffer,
  options: { replace?: boolean } = {},
) {
  await mkdir(directory, { recursive: true });
  const partialPath = join(directory, `.${fileName}.partial`);
  try {
    await writeFile(partialPath, contents, { flag: options.replace ? 'w' : 'wx' });
    await rename(partialPath, join(directory, fileName));
  } catch (error) {
    await rm(partialPath, { force: true });
    throw error;
  }
}

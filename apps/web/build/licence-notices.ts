import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Packages whose licence must reach everyone who gets their code (THIRD_PARTY_NOTICES.md, "Accepted
 * exceptions"): each browser that loads a chunk holding one gets, in that chunk, the package's copyright
 * notice and the address of its licence, which the build serves beside the app.
 */
const NOTICED_PACKAGES = [
  {
    name: 'react-leaflet',
    modules: /\/node_modules\/(react-leaflet|@react-leaflet\/core)\//,
    notice: 'react-leaflet and @react-leaflet/core, Copyright 2020 Paul Le Cam and contributors',
    licence: 'Hippocratic License 2.1',
    licenceFile: 'LICENSE.md',
  },
];

const require = createRequire(import.meta.url);

/** A file at the root of an installed package (its `exports` may not name it). */
function readPackageFile(packageName: string, file: string): string {
  let folder = dirname(require.resolve(packageName));
  while (!existsSync(join(folder, 'package.json')) || !existsSync(join(folder, file))) {
    if (dirname(folder) === folder) throw new Error(`${packageName} has no ${file}`);
    folder = dirname(folder);
  }
  return readFileSync(join(folder, file), 'utf8');
}

/** Adds each noticed package's licence to the build (`/licences/<name>.txt`) and its notice to its chunks. */
export function licenceNotices(): Plugin {
  return {
    name: 'nestlane:licence-notices',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The server renderer's bundle stays on the server: nobody gets a copy of it from us.
      if (this.environment.config.consumer !== 'client') return;
      for (const noticed of NOTICED_PACKAGES) {
        const fileName = `licences/${noticed.name}.txt`;
        const chunks = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => noticed.modules.test(id)),
        );
        if (chunks.length === 0) continue;
        this.emitFile({
          type: 'asset',
          fileName,
          source: readPackageFile(noticed.name, noticed.licenceFile),
        });
        // At the end, so no line or column of the code moves.
        const banner = `\n/*! ${noticed.notice}. ${noticed.licence}: /${fileName} */\n`;
        for (const chunk of chunks) if (chunk.type === 'chunk') chunk.code += banner;
      }
    },
  };
}

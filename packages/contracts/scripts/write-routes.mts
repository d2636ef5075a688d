// Writes the route files beside the contracts' endpoint files (decision 0034).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeFiles } from '../src/routes-source';

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
for (const [file, text] of await routeFiles(sourceDir)) {
  fs.writeFileSync(path.join(sourceDir, file), text);
  console.log(`wrote packages/contracts/src/${file}`);
}

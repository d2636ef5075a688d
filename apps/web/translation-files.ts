import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

type BaseTranslations = typeof import('../server/src/modules/config/translations')['baseTranslations'];

/** Must match initialStateIds.translationFiles in src/lib/initial-state.ts. */
const elementId = 'rb-translation-files';

/**
 * §7 "a shared translation file loaded from a static path, cache-busted by a build hash": the base
 * texts of each locale become hashed assets (cached for good like the scripts), and index.html lists
 * them in a JSON block so the app can switch language without the server merging them again.
 * Provider overrides still come from the server. Build only: the dev server asks the API instead.
 */
export function translationFiles(): Plugin {
  const references = new Map<string, string>();
  const fileNames = new Map<string, string>();
  return {
    name: 'rb-translation-files',
    apply: 'build',
    async buildStart() {
      // Through tsx: the config bundle leaves workspace packages to Node, which cannot load their
      // extensionless TypeScript imports.
      const { baseTranslations } = (await tsImport(
        '../server/src/modules/config/translations/index.ts',
        import.meta.url,
      )) as { baseTranslations: BaseTranslations };
      for (const [locale, texts] of Object.entries(baseTranslations)) {
        const source = JSON.stringify(texts);
        references.set(locale, this.emitFile({ type: 'asset', name: `translations-${locale}.json`, source }));
      }
    },
    generateBundle: {
      order: 'pre',
      handler() {
        for (const [locale, reference] of references)
          fileNames.set(locale, `/${this.getFileName(reference)}`);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const files = JSON.stringify(Object.fromEntries(fileNames)).replace(/</g, '\\u003c');
        const block = `<script type="application/json" id="${elementId}">${files}</script>`;
        return html.replace('</head>', `${block}</head>`);
      },
    },
  };
}

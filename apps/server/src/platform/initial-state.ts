/** The id of the JSON block the server puts into index.html; the web app reads it before fetching. */
export const initialConfigElementId = 'rb-initial-config';

/**
 * JSON that is safe inside a <script> element: every `<` is written as \u003c, so no text (a
 * provider name with `</script>` or `<!--`) can end the element early; JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with the configuration as a non-executable JSON block, so the first render needs no request. */
export function withInitialConfig(indexHtml: string, config: unknown): string {
  const block = `<script type="application/json" id="${initialConfigElementId}">${scriptSafeJson(config)}</script>`;
  return indexHtml.includes('</head>') ? indexHtml.replace('</head>', `${block}</head>`) : block + indexHtml;
}

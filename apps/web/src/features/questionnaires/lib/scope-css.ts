/**
 * The provider's questionnaireCss made safe and scoped: it may only style the questionnaire. Rules
 * are parsed by the browser (CSSStyleSheet), every selector is prefixed with the scope, @import and
 * other at-rules that fetch or escape the scope are dropped, and the result is plain CSS text (no
 * `<`, so it cannot close its <style> element). Anything unparseable is dropped.
 */
export function scopeCss(css: string | null | undefined, scope: string): string {
  if (!css?.trim() || typeof CSSStyleSheet === 'undefined') return '';
  const sheet = new CSSStyleSheet();
  try {
    sheet.replaceSync(css.replace(/</g, ''));
  } catch {
    return '';
  }
  return rulesText(sheet.cssRules, scope).replace(/</g, '');
}

const prefix = (selectors: string, scope: string) =>
  selectors
    .split(',')
    .map((selector) => selector.trim())
    .filter(Boolean)
    .map((selector) =>
      selector === ':root' || selector === 'html' || selector === 'body' ? scope : `${scope} ${selector}`,
    )
    .join(', ');

function rulesText(rules: CSSRuleList, scope: string): string {
  const out: string[] = [];
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      const body = rule.style.cssText;
      if (/url\s*\(\s*['"]?\s*javascript:/i.test(body)) continue;
      out.push(`${prefix(rule.selectorText, scope)} { ${body} }`);
    } else if (rule instanceof CSSMediaRule) {
      out.push(`@media ${rule.media.mediaText} { ${rulesText(rule.cssRules, scope)} }`);
    }
  }
  return out.join('\n');
}

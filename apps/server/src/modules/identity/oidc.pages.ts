import type { KoaContextWithOIDC } from 'oidc-provider';
import type { ConfigService } from '../config/config.service';
import { alertHtml, escapeHtml, loadPageLook, pageHtml } from './oidc.html';

export interface LoginFormState {
  action: string;
  username?: string;
  error?: string;
}

/** The provider's own pages (login, second factor, sign-out, errors) in the product's look. */
export function createOidcPages(config: ConfigService, publicUrl: string) {
  const uiLocale = (ctx: KoaContextWithOIDC) => {
    const requested = ctx.oidc?.params?.ui_locales;
    return typeof requested === 'string' ? requested.split(' ')[0] : undefined;
  };

  return {
    async text(key: string, locale?: string, params?: Record<string, string>): Promise<string> {
      return (await loadPageLook(config, locale)).t(key, params);
    },

    /** A sign-in page reached without its interaction (expired, another tab finished it, forged). */
    async interactionFailed(locale?: string): Promise<string> {
      const look = await loadPageLook(config, locale);
      return pageHtml(
        look,
        look.t('sign_in.error_title'),
        `${alertHtml(look.t('sign_in.error_text'))}<p><a href="${escapeHtml(publicUrl)}/">${escapeHtml(look.t('sign_in.back_to_app'))}</a></p>`,
      );
    },

    async login(state: LoginFormState, locale?: string): Promise<string> {
      const look = await loadPageLook(config, locale);
      const t = look.t;
      const invalid = state.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
      return pageHtml(
        look,
        t('sign_in.title'),
        `<p>${escapeHtml(t('sign_in.intro'))}</p>
${alertHtml(state.error)}
<form method="post" action="${escapeHtml(state.action)}" novalidate>
<label for="username">${escapeHtml(t('sign_in.username'))}</label>
<input id="username" name="username" type="text" autocomplete="username" required autofocus value="${escapeHtml(state.username ?? '')}"${invalid}>
<label for="password">${escapeHtml(t('sign_in.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">${escapeHtml(t('sign_in.submit'))}</button>
</form>`,
      );
    },

    /** The TOTP step; with `enrolKey`, the first-time set-up that shows the key to add. */
    async secondFactor(
      state: { action: string; error?: string; enrolKey?: string; enrolUri?: string },
      locale?: string,
    ): Promise<string> {
      const look = await loadPageLook(config, locale);
      const t = look.t;
      const enrol = state.enrolKey
        ? `<p>${escapeHtml(t('sign_in.enrol_intro'))}</p>
<p>${escapeHtml(t('sign_in.enrol_key'))}: <code id="totp-key">${escapeHtml(state.enrolKey)}</code></p>
<p><a href="${escapeHtml(state.enrolUri ?? '')}">otpauth</a></p>`
        : '';
      const invalid = state.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
      return pageHtml(
        look,
        t(state.enrolKey ? 'sign_in.enrol_title' : 'sign_in.code_title'),
        `${enrol}${alertHtml(state.error)}
<form method="post" action="${escapeHtml(state.action)}" novalidate>
<label for="code">${escapeHtml(t('sign_in.code'))}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus${invalid}>
<button type="submit">${escapeHtml(t('sign_in.verify'))}</button>
</form>`,
      );
    },

    async setPassword(state: { action: string; error?: string; done?: boolean }, locale?: string) {
      const look = await loadPageLook(config, locale);
      const t = look.t;
      if (state.done) {
        return pageHtml(
          look,
          t('sign_in.set_password_title'),
          `<p role="status">${escapeHtml(t('sign_in.password_saved'))}</p><p><a href="${escapeHtml(publicUrl)}/admin">${escapeHtml(t('sign_in.back_to_app'))}</a></p>`,
        );
      }
      return pageHtml(
        look,
        t('sign_in.set_password_title'),
        `${alertHtml(state.error)}
<form method="post" action="${escapeHtml(state.action)}" novalidate>
<label for="password">${escapeHtml(t('sign_in.new_password'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="12" required autofocus>
<button type="submit">${escapeHtml(t('sign_in.set_password'))}</button>
</form>`,
      );
    },

    async linkInvalid(locale?: string) {
      const look = await loadPageLook(config, locale);
      return pageHtml(look, look.t('sign_in.set_password_title'), alertHtml(look.t('sign_in.link_invalid')));
    },

    async logout(ctx: KoaContextWithOIDC, form: string): Promise<void> {
      const look = await loadPageLook(config, uiLocale(ctx));
      const t = look.t;
      ctx.type = 'html';
      ctx.body = pageHtml(
        look,
        t('sign_in.sign_out_title'),
        `${form}<p>${escapeHtml(t('sign_in.sign_out_question'))}</p>
<button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>${escapeHtml(t('sign_in.sign_out_yes'))}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t('sign_in.sign_out_no'))}</button>`,
      );
    },

    async loggedOut(ctx: KoaContextWithOIDC): Promise<void> {
      const look = await loadPageLook(config, uiLocale(ctx));
      ctx.type = 'html';
      ctx.body = pageHtml(
        look,
        look.t('sign_in.sign_out_title'),
        `<p role="status">${escapeHtml(look.t('sign_in.signed_out'))}</p><p><a href="${escapeHtml(publicUrl)}/">${escapeHtml(look.t('sign_in.back_to_app'))}</a></p>`,
      );
    },

    /** Provider errors: a plain message and the error code, never internals. */
    async error(ctx: KoaContextWithOIDC, out: { error: string }, _error: unknown): Promise<void> {
      const look = await loadPageLook(config, uiLocale(ctx));
      ctx.type = 'html';
      ctx.body = pageHtml(
        look,
        look.t('sign_in.error_title'),
        `${alertHtml(look.t('sign_in.error_text'))}<p><code>${escapeHtml(String(out.error))}</code></p><p><a href="${escapeHtml(publicUrl)}/">${escapeHtml(look.t('sign_in.back_to_app'))}</a></p>`,
      );
    },
  };
}

export type OidcPages = ReturnType<typeof createOidcPages>;

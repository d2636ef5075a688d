// A second, independent OpenID Connect provider for the integration suite: its own process, its
// own keys, other claim names (`groups`, `upn`) and another audience. The app must accept its
// tokens with configuration alone (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_AUDIENCE, OIDC_ROLE_*).
// Prints `ready <port>` once listening. Its sign-in form takes any user of `people` below.
import http from 'node:http';
import { URLSearchParams } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

const people = {
  'dr.ext': {
    password: 'external-password',
    groups: ['Radiology.Admins'],
    given_name: 'Ext',
    family_name: 'Admin',
  },
  'reader.ext': {
    password: 'external-password',
    groups: ['Radiology.Readers', 'Other'],
    given_name: 'Ext',
    family_name: 'Reader',
  },
};
const audience = process.env.EXTERNAL_AUDIENCE ?? 'api://radiology';
const redirectUri = process.env.EXTERNAL_REDIRECT_URI ?? 'http://localhost:3000/auth/callback';

const server = http.createServer();
// Fresh keys every start: nothing shared with the app's own provider.
const jwk = async (alg) => ({
  ...(await exportJWK((await generateKeyPair(alg, { extractable: true })).privateKey)),
  alg,
  use: 'sig',
});
const keys = [await jwk('RS256'), await jwk('ES256')];

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'external-spa',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [redirectUri],
      },
    ],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'read',
          audience,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'ES256' } },
        }),
      },
    },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: async () => ({ sub }) };
    },
    async extraTokenClaims(_ctx, token) {
      const person = people[token.accountId];
      return person
        ? {
            upn: `${token.accountId}@external.example`,
            groups: person.groups,
            given_name: person.given_name,
            family_name: person.family_name,
          }
        : undefined;
    },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid');
      grant.addResourceScope(audience, 'read');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    jwks: { keys },
  });
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    try {
      if (req.method === 'GET') {
        res.setHeader('content-type', 'text/html');
        return res.end(
          `<form method="post" action="/interaction/${match[1]}"><input name="user"><input name="secret" type="password"></form>`,
        );
      }
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const person = people[form.get('user')];
      if (!person || person.password !== form.get('secret')) {
        res.statusCode = 401;
        return res.end('wrong');
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: form.get('user') } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  console.log(`ready ${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

import { Hono } from 'hono';
import type { GatewayContext } from '../context.ts';
import { errorResponse } from './errors.ts';
import { requireJsonBodies } from './json-content-type.ts';
import { AuthRateLimiter } from './rate-limit.ts';
import { registerAdminRoutes } from './routes/admin-routes.ts';
import { registerEmailLinkRoutes } from './routes/email-link-routes.ts';
import { registerSignupRoute } from './routes/signup-route.ts';
import { registerTokenRoute } from './routes/token-route.ts';
import { registerUserRoutes } from './routes/user-routes.ts';
import { registerVerifyRoute } from './routes/verify-route.ts';
import type { AuthService } from './service.ts';
import { resolveAuthSettings } from './settings.ts';

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

/**
 * The GoTrue-compatible auth service at /auth/v1: the subset supabase-js
 * (auth-js) calls, with GoTrue's request bodies, responses and error shapes.
 * E-mail and password only; phone, OAuth providers, MFA and PKCE are off,
 * and the endpoints say so the way GoTrue does when they are disabled.
 */
export function createAuthApi(ctx: GatewayContext): Hono {
  const service: AuthService = {
    ctx,
    settings: resolveAuthSettings(ctx),
    limiter: new AuthRateLimiter(ctx.config.rateLimits),
  };
  const app = new Hono();
  app.use('*', requireJsonBodies());

  app.get('/health', (c) =>
    c.json({
      version: 'v2-local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: {
        ...Object.fromEntries(EXTERNAL_PROVIDERS.map((provider) => [provider, false])),
        email: true,
        phone: false,
      },
      disable_signup: false,
      mailer_autoconfirm: service.settings.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  registerSignupRoute(app, service);
  registerTokenRoute(app, service);
  registerEmailLinkRoutes(app, service);
  registerVerifyRoute(app, service);
  registerUserRoutes(app, service);
  registerAdminRoutes(app, service);

  app.onError((error, c) => errorResponse(c, error));
  return app;
}

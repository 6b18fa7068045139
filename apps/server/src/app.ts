import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fail, isSignedInFirstScreen, Messages, SESSION_COOKIE } from '@qishu/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { SmsProvider } from './adapters/sms/types.ts';
import type { PaymentProvider } from './adapters/payment/types.ts';
import { installAuth } from './http/auth.ts';
import { firstScreenHtml } from './http/first-screen.ts';
import { firstScreenRenderer } from './http/first-screen-renderer.ts';
import { injectTransport, requestCookie } from './http/inject-transport.ts';
import { sendHtml } from './http/compressed-html.ts';
import { pageHtmlChooser, trimHashedAssetHeaders, webStaticOptions } from './http/web-static.ts';
import { frameworkErrorReply, installErrorHandler } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { turnDispatchingServer } from './http/turn-dispatch.ts';
import { installNulGuard } from './http/nul-guard.ts';
import { backofficeRoutes } from './routes/backoffice/index.ts';
import { identityRoutes } from './routes/identity/index.ts';
import { shopRoutes } from './routes/shop/index.ts';
import { systemRoutes } from './routes/system/index.ts';
import { companyProfileRoutes } from './routes/workspace/company-profile.ts';
import { companySeekRoutes } from './routes/workspace/company-seek.ts';
import { workspaceExportRoutes } from './routes/workspace/workspace-exports.ts';
import { savedSearchRoutes } from './routes/workspace/saved-searches.ts';
import { salesActionRoutes } from './routes/workspace/sales-actions.ts';
import { salesExportRoutes } from './routes/workspace/sales-exports.ts';
import { salesLeadRoutes } from './routes/workspace/sales-leads.ts';
import { companyQueryRoutes } from './routes/workspace/company-query.ts';
import { batchLookupRoutes } from './routes/workspace/batch-lookup.ts';
import { companyRelationRoutes } from './routes/workspace/company-relations.ts';
import type { Clock } from './services/identity/clock.ts';
import { createServices, type Services } from './services/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** every API call registered, with the permission it declares (tests check coverage) */
    callTable: DeclaredCall[];
  }
}

export interface DeclaredCall {
  method: string;
  url: string;
  perm: string | undefined;
  inputKeys: string[];
}

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: boolean | object;
  /** injectable clock for the services (tests) */
  now?: Clock;
  /** replaces the configured SMS provider (tests) */
  smsProvider?: SmsProvider;
  /** replaces the configured payment provider (tests) */
  paymentProvider?: PaymentProvider;
}

export async function buildApp({
  config,
  db,
  logger,
  now,
  smsProvider,
  paymentProvider,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // a path parameter of ours is at most 100 characters, up to 9 bytes each once percent-encoded
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: frameworkErrorReply,
    // SQLite's queries run on the event loop; PostgreSQL's wait outside it (see turn-dispatch.ts)
    ...(db.dialect === 'sqlite' ? { serverFactory: turnDispatchingServer } : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate(
    'services',
    createServices({
      config,
      db,
      log: app.log,
      ...(now ? { now } : {}),
      ...(smsProvider ? { smsProvider } : {}),
      ...(paymentProvider ? { paymentProvider } : {}),
    }),
  );
  // the durable job worker (exports, mail, payment follow-up) lives as long as the server
  app.addHook('onReady', async () => {
    if (config.JOBS_WORKER) {
      // the daily check of watched saved searches is always queued (one job per day it runs for)
      await app.services.savedSearches.daily.schedule();
      // and the sales leads' morning job (idle leads back to the pool, due follow-ups told)
      await app.services.salesLeads.daily.schedule();
      app.services.jobs.start();
    }
  });
  app.addHook('onClose', async () => {
    await app.services.jobs.stop();
  });
  installErrorHandler(app);
  installNulGuard(app);
  installAuth(app);
  const callTable: DeclaredCall[] = [];
  app.decorate('callTable', callTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const config = route.config as { perm?: string; inputKeys?: string[] } | undefined;
      callTable.push({ method, url: route.url, perm: config?.perm, inputKeys: config?.inputKeys ?? [] });
    }
  });

  installSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      info: {
        title: '企数通 API',
        description: '所有接口返回 {code, data, error}；code 200 为成功。',
        version: '0.1.0',
      },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(shopRoutes);
      await api.register(identityRoutes);
      await api.register(backofficeRoutes);
      await api.register(companyProfileRoutes);
      await api.register(companySeekRoutes);
      await api.register(savedSearchRoutes);
      await api.register(salesLeadRoutes);
      await api.register(salesActionRoutes);
      await api.register(salesExportRoutes);
      await api.register(companyQueryRoutes);
      await api.register(batchLookupRoutes);
      await api.register(companyRelationRoutes);
      await api.register(workspaceExportRoutes);
    },
    { prefix: '/api' },
  );

  // uploaded files (avatars …) under DATA_DIR/files at /files/, no directory listing
  const filesDir = path.join(config.DATA_DIR, 'files');
  fs.mkdirSync(filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/files/',
    decorateReply: false,
    list: false,
    index: false,
    maxAge: '1h',
  });

  // browsers ask for /favicon.ico whatever the page links; the icon is an SVG
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));

  const indexHtml = path.join(config.WEB_DIST, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  const pageHtml = pageHtmlChooser(config.WEB_DIST);
  const renderer = firstScreenRenderer(config.WEB_FIRST_SCREEN, app.log);
  const withFirstScreen = firstScreenHtml(config.WEB_DIST, app.services, app.log, renderer);
  if (hasWeb) {
    renderer.preload();
    trimHashedAssetHeaders(app);
    await app.register(fastifyStatic, webStaticOptions(config.WEB_DIST));
  } else {
    app.log.warn({ dist: config.WEB_DIST }, 'web app not built; serving the API only');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // History-mode routes of the single-page app get index.html; files and API calls get a 404 envelope.
    // A page route may sit under /api (the API user's home /api/index): a browser asking for HTML gets the app.
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (hasWeb && request.method === 'GET' && !path.extname(url) && (!url.startsWith('/api') || wantsHtml)) {
      const file = pageHtml(url);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      // a personal-centre page is drawn for the shopper the session cookie names: one person's page
      const token = isSignedInFirstScreen(url) ? requestCookie(request, SESSION_COOKIE) : null;
      if (token) reply.header('cache-control', 'private, no-store').header('vary', 'Cookie');
      const session = token ? { token, transport: injectTransport(app, request) } : undefined;
      // a shop landing page carries its first screen's answers (http/first-screen.ts)
      const html = await withFirstScreen(file, request.url, session);
      return html === null ? reply.sendFile(file) : sendHtml(request, reply, html);
    }
    return reply
      .status(404)
      .send(fail(404, url.startsWith('/api') ? Messages.routeNotFound : Messages.notFound));
  });

  return app;
}

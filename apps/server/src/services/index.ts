import { createSalesLeadServices } from './sales-leads/index.ts';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { AliyunSmsProvider } from '../adapters/sms/aliyun.ts';
import { OutboxSmsProvider } from '../adapters/sms/outbox.ts';
import type { SmsProvider } from '../adapters/sms/types.ts';
import { createMailer } from '../adapters/mail/index.ts';
import { createPaymentProvider } from '../adapters/payment/index.ts';
import type { PaymentProvider } from '../adapters/payment/types.ts';
import { createJobQueue } from '../jobs/index.ts';
import { AttachmentFiles } from '../adapters/storage/attachment-files.ts';
import { LocalFileStorage } from '../adapters/storage/local-files.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { LoginLinkRepository } from '../repositories/login-link-repository.ts';
import { LoginLogRepository } from '../repositories/login-log-repository.ts';
import { SessionRepository } from '../repositories/session-repository.ts';
import { SignedInRepository } from '../repositories/signed-in-repository.ts';
import { SmsCodeRepository } from '../repositories/sms-code-repository.ts';
import { SmsOutboxRepository } from '../repositories/sms-outbox-repository.ts';
import { ShopProductRepository } from '../repositories/shop-product-repository.ts';
import { AuditService } from './audit/audit-service.ts';
import { Writes } from './audit/writes.ts';
import { createBackofficeServices } from './backoffice/index.ts';
import { createMallOperationServices } from './backoffice/mall-orders/index.ts';
import { createPreciseOrderAdminServices } from './backoffice/precise-orders/index.ts';
import { createCompanyProfileServices } from './company-profile/index.ts';
import { createCompanySeekServices } from './company-seek/index.ts';
import { createBatchLookupServices } from './batch-lookup/index.ts';
import { createCompanyRelationServices } from './company-relations/index.ts';
import { createSavedSearchServices } from './saved-searches/index.ts';
import { createCompanyQueryServices } from './company-query/index.ts';
import { createWorkspaceExportServices } from './workspace-export/index.ts';
import { createMailboxService } from './mailbox/index.ts';
import { createDeliveryServices } from './shop/delivery/index.ts';
import { createPaymentServices } from './shop/payment/index.ts';
import { createPreciseServices } from './shop/precise/index.ts';
import { createCustomRequestServices } from './shop/custom-requests/index.ts';
import { AccountService } from './identity/account-service.ts';
import { AuthService } from './identity/auth-service.ts';
import { systemClock, type Clock } from './identity/clock.ts';
import { SessionService } from './identity/session-service.ts';
import { SmsService } from './identity/sms-service.ts';
import { IdentityViews } from './identity/views.ts';
import { createShopCartServices } from './shop/cart/index.ts';
import { createShopCatalogueServices } from './shop/catalogue/index.ts';
import { ProductService } from './shop/product-service.ts';
import { referenceNamesOf } from './reference/reference-names.ts';
import { SiteService } from './site-service.ts';

export interface ServiceDeps {
  config: Config;
  db: Db;
  /** injectable clock (tests drive throttles, expiry and lockout with it) */
  now?: Clock;
  log?: FastifyBaseLogger;
  /** replaces the configured SMS provider (tests) */
  smsProvider?: SmsProvider;
  /** replaces the configured payment provider (tests) */
  paymentProvider?: PaymentProvider;
}

/** The service graph of one server instance; routes reach it through app.services. */
export function createServices({
  config,
  db,
  now = systemClock,
  log,
  smsProvider,
  paymentProvider,
}: ServiceDeps) {
  const provider =
    smsProvider ??
    (config.SMS_PROVIDER === 'aliyun'
      ? new AliyunSmsProvider({
          accessKeyId: config.ALIYUN_ACCESS_KEY_ID ?? '',
          accessKeySecret: config.ALIYUN_ACCESS_KEY_SECRET ?? '',
          signName: config.ALIYUN_SMS_SIGN_NAME ?? '',
          templateCode: config.ALIYUN_SMS_TEMPLATE_CODE ?? '',
        })
      : new OutboxSmsProvider(new SmsOutboxRepository(db.kysely), {
          now,
          logCodes: config.NODE_ENV === 'development',
          log,
        }));
  const sessions = new SessionService(
    new SessionRepository(db.kysely),
    new SignedInRepository(db.kysely, db.dialect),
    now,
  );
  const sms = new SmsService(new SmsCodeRepository(db.kysely), provider, now, log);
  const views = new IdentityViews(db.kysely);
  const auth = new AuthService(
    db.kysely,
    new LoginLogRepository(db.kysely),
    new LoginLinkRepository(db.kysely),
    sessions,
    sms,
    views,
    now,
  );
  const audit = new AuditService(db.kysely, now);
  const writes = new Writes(db.kysely, audit);
  const files = new LocalFileStorage(path.join(config.DATA_DIR, 'files'));
  // durable jobs, mail, delivery of bought data and payment
  const jobs = createJobQueue({ db, config, now, ...(log ? { log } : {}) });
  const mailer = createMailer({ db, config, now, ...(log ? { log } : {}) });
  const delivery = createDeliveryServices({
    db,
    config,
    jobs,
    mailer,
    audit,
    writes,
    now,
    ...(log ? { log } : {}),
  });
  const payments = createPaymentServices({
    db,
    config,
    provider: paymentProvider ?? createPaymentProvider(config),
    jobs,
    delivery,
    audit,
    writes,
    now,
    ...(log ? { log } : {}),
  });
  const mallOperations = createMallOperationServices({ db, audit, writes, delivery, now });
  const companySeek = createCompanySeekServices({ db, now });
  // the registry reads like the folders: identity/, shop/<part>/, backoffice/<area>/, mailbox/
  return {
    config,
    db,
    now,
    audit,
    writes,
    jobs,
    mailer,
    site: new SiteService(config, db.kysely),
    identity: {
      sessions,
      sms,
      auth,
      accounts: new AccountService(db.kysely, sessions, sms, auth, views, files, now),
    },
    shop: {
      products: new ProductService(new ShopProductRepository(db.kysely), referenceNamesOf(db)),
      catalogue: createShopCatalogueServices({ db, now }).catalogue,
      cart: createShopCartServices({ db, now }),
      payments,
      delivery,
      precise: createPreciseServices({ db, now }),
      customRequests: createCustomRequestServices({ db, writes, now, config }),
    },
    mailbox: createMailboxService({ db, config, mailer, writes, now }),
    companyProfile: createCompanyProfileServices({ db, now }),
    companySeek,
    companyQuery: createCompanyQueryServices({ db, now }),
    batchLookup: createBatchLookupServices({ db }),
    companyRelations: createCompanyRelationServices({ db }),
    savedSearches: createSavedSearchServices({
      db,
      now,
      writes,
      jobs,
      seek: companySeek,
      ...(log ? { log } : {}),
    }),
    salesLeads: createSalesLeadServices({
      db,
      seek: companySeek,
      writes,
      now,
      jobs,
      attachments: new AttachmentFiles(config.DATA_DIR),
      ...(log ? { log } : {}),
    }),
    workspaceExports: createWorkspaceExportServices({
      db,
      dataDir: config.DATA_DIR,
      writes,
      now,
      seek: companySeek,
    }),
    backoffice: {
      ...createBackofficeServices({ db, audit, writes, sessions, now }),
      mallOrders: mallOperations,
      preciseOrders: createPreciseOrderAdminServices({ db, published: mallOperations.published }),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

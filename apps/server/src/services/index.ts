import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { ShopProductRepository } from '../repositories/shop-product-repository.ts';
import { ProductService } from './shop/product-service.ts';
import { SiteService } from './site-service.ts';

/** The service graph of one server instance; routes reach it through app.services. */
export function createServices({ config, db }: { config: Config; db: Db }) {
  return {
    config,
    db,
    site: new SiteService(config, db.kysely),
    products: new ProductService(new ShopProductRepository(db.kysely)),
  };
}

export type Services = ReturnType<typeof createServices>;

import { MallCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

const tags = ['数据商城运营'];

/** 数据产品 /malldata/dataproduct, 商品分类 /malldata/category, 商品标签 /malldata/label. */
export async function mallRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.mall;
  const serve = callServer(app, tags);

  // ── 数据产品 ───────────────────────────────────────────────────────────────────────────
  serve(C.products, (input) => s.products.page(input));
  serve(C.productOptions, () => s.options.options());
  serve(C.previewProduct, (input) => s.products.preview(input.filter));
  serve(C.product, (input) => s.products.one(input.id));
  serve(C.createProduct, (input, req) => s.products.create(actorOf(req), input));
  serve(C.updateProduct, (input, req) => s.products.update(actorOf(req), input.id, input));
  serve(C.publishProduct, (input, req) => s.products.setStatus(actorOf(req), input.id, 1));
  serve(C.withdrawProduct, (input, req) => s.products.setStatus(actorOf(req), input.id, 2));
  serve(C.deleteProduct, async (input, req) => {
    await s.products.remove(actorOf(req), input.id);
    return { ok: true as const };
  });

  // ── 商品分类 ───────────────────────────────────────────────────────────────────────────
  serve(C.categories, (input) => s.categories.tree(input.name));
  serve(C.category, (input) => s.categories.one(input.id));
  serve(C.createCategory, (input, req) => s.categories.create(actorOf(req), input));
  serve(C.updateCategory, (input, req) => s.categories.update(actorOf(req), input.id, input));
  serve(C.deleteCategory, async (input, req) => {
    await s.categories.remove(actorOf(req), input.id);
    return { ok: true as const };
  });

  // ── 商品标签 ───────────────────────────────────────────────────────────────────────────
  serve(C.labels, (input) => s.labels.page(input));
  serve(C.label, (input) => s.labels.one(input.id));
  serve(C.createLabel, (input, req) => s.labels.create(actorOf(req), input));
  serve(C.updateLabel, (input, req) => s.labels.update(actorOf(req), input.id, input));
  serve(C.deleteLabel, (input, req) => s.labels.remove(actorOf(req), input.id));
}

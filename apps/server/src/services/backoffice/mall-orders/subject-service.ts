import {
  fenToYuan,
  MallOrderMessages as M,
  type GetSpecialSubjectsResponse,
  type Page,
  type SubjectProductRef,
  type SubjectRow,
  type subjectInputSchema,
} from '@qishu/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import { ShopProductRepository } from '../../../repositories/shop-product-repository.ts';
import {
  SpecialSubjectRepository,
  type SubjectRecord,
} from '../../../repositories/special-subject-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import { productView } from '../../shop/product-view.ts';
import type { MallOperationDeps } from './index.ts';

type SubjectInput = z.output<typeof subjectInputSchema>;

const PICKER_LIMIT = 30;

/** 专题管理 (/malldata/specialsubject) and the shop's list of shown subjects. */
export class SpecialSubjectService {
  constructor(private readonly deps: MallOperationDeps) {}

  private subjects(db: Executor = this.deps.db.kysely) {
    return new SpecialSubjectRepository(db);
  }

  private products() {
    return new ShopProductRepository(this.deps.db.kysely);
  }

  async page(q: {
    title?: string | undefined;
    status?: number | undefined;
    page: number;
    limit: number;
  }): Promise<Page<SubjectRow>> {
    const page = await this.subjects().page(q, q.page, q.limit);
    return { list: await this.rows(page.list), total: page.total };
  }

  async one(id: number): Promise<SubjectRow> {
    const s = await this.subjects().one(id);
    if (!s) throw notFound();
    const [row] = await this.rows([s]);
    if (!row) throw notFound();
    return row;
  }

  async findProducts(keyword: string | undefined): Promise<SubjectProductRef[]> {
    const list = await this.products().picker(keyword, PICKER_LIMIT);
    return list.map((p) => ({
      shop_product_id: p.shop_product_id,
      name: p.name,
      status: p.status,
      price: fenToYuan(p.price_fen),
    }));
  }

  async create(actor: Actor, input: SubjectInput): Promise<SubjectRow> {
    const productIds = await this.checkProducts(input.product_ids);
    const id = await this.deps.writes.audited(actor, async (tx, log) => {
      const subjects = this.subjects(tx);
      if (await subjects.titleTaken(input.title, null)) throw conflict(M.subjectTitleExists);
      const newId = await subjects.insert(this.valuesOf(input));
      await subjects.setProducts(newId, productIds);
      const after = await this.snapshot(subjects, newId);
      await log({ action: 'create', entity: 'special_subject', entityId: newId, after });
      return newId;
    });
    return this.one(id);
  }

  async update(actor: Actor, id: number, input: SubjectInput): Promise<SubjectRow> {
    const productIds = await this.checkProducts(input.product_ids);
    await this.deps.writes.audited(actor, async (tx, log) => {
      const subjects = this.subjects(tx);
      const before = await this.snapshot(subjects, id);
      if (await subjects.titleTaken(input.title, id)) throw conflict(M.subjectTitleExists);
      await subjects.update(id, this.valuesOf(input));
      await subjects.setProducts(id, productIds);
      const after = await this.snapshot(subjects, id);
      await log({ action: 'update', entity: 'special_subject', entityId: id, before, after });
    });
    return this.one(id);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.deps.writes.audited(actor, async (tx, log) => {
      const subjects = this.subjects(tx);
      const before = await this.snapshot(subjects, id);
      await subjects.delete(id);
      await log({ action: 'delete', entity: 'special_subject', entityId: id, before });
    });
  }

  /** The shop: shown subjects by order, each with its on-shelf products; subjects left empty are omitted. */
  async shop(): Promise<GetSpecialSubjectsResponse> {
    const repo = this.subjects();
    const subjects = await repo.shown();
    const products = await repo.onShelfProductsOf(subjects.map((s) => s.special_subject_id));
    const labels = await this.products().labelRows([...new Set(products.map((p) => p.shop_product_id))]);
    return {
      res: subjects
        .map((s) => ({
          special_subject_id: s.special_subject_id,
          title: s.title,
          intro: s.intro,
          cover: s.cover,
          products: products
            .filter((p) => p.special_subject_id === s.special_subject_id)
            .map((p) => productView(p, labels)),
        }))
        .filter((s) => s.products.length > 0),
    };
  }

  // ── helpers ────────────────────────────────────────────────────────────────────────────

  private valuesOf(input: SubjectInput) {
    return {
      title: input.title,
      intro: input.intro,
      cover: input.cover,
      status: input.status,
      orders: input.orders,
      updated_at: this.deps.now().toISOString(),
    };
  }

  /** Unique ids, order kept; every product must exist. */
  private async checkProducts(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if ((await this.products().existing(unique)) !== unique.length) throw badRequest(M.subjectProductMissing);
    return unique;
  }

  private async snapshot(subjects: SpecialSubjectRepository, id: number) {
    const s = await subjects.one(id);
    if (!s) throw notFound();
    const products = await subjects.productsOf([id]);
    return { ...s, product_ids: products.map((p) => p.shop_product_id) };
  }

  private async rows(list: SubjectRecord[]): Promise<SubjectRow[]> {
    const products = await this.subjects().productsOf(list.map((s) => s.special_subject_id));
    return list.map((s) => ({
      special_subject_id: s.special_subject_id,
      title: s.title,
      intro: s.intro,
      cover: s.cover,
      status: s.status,
      orders: s.orders,
      products: products
        .filter((p) => p.special_subject_id === s.special_subject_id)
        .map((p) => ({
          shop_product_id: p.shop_product_id,
          name: p.name,
          status: p.status,
          price: fenToYuan(p.price_fen),
        })),
      created_at: s.created_at,
      updated_at: s.updated_at,
    }));
  }
}

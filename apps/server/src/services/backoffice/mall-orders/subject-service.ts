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
import type { Db } from '../../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import type {
  SpecialSubjectRepository,
  SubjectRecord,
} from '../../../repositories/backoffice-special-subject-repository.ts';
import type { Actor, AuditService } from '../../audit/audit-service.ts';
import type { Clock } from '../../identity/clock.ts';
import { productView } from '../../shop/product-view.ts';

type SubjectInput = z.output<typeof subjectInputSchema>;

const PICKER_LIMIT = 30;

/** 专题管理 (/malldata/specialsubject) and the shop's list of shown subjects. */
export class SpecialSubjectService {
  constructor(
    private readonly db: Db,
    private readonly repo: SpecialSubjectRepository,
    private readonly audit: AuditService,
    private readonly now: Clock,
  ) {}

  async page(q: {
    title?: string | undefined;
    status?: number | undefined;
    page: number;
    limit: number;
  }): Promise<Page<SubjectRow>> {
    const page = await this.repo.page(q, q.page, q.limit);
    return { list: await this.rows(page.list), total: page.total };
  }

  async one(id: number): Promise<SubjectRow> {
    const s = await this.repo.one(id);
    if (!s) throw notFound();
    const [row] = await this.rows([s]);
    if (!row) throw notFound();
    return row;
  }

  async findProducts(keyword: string | undefined): Promise<SubjectProductRef[]> {
    const list = await this.repo.findProducts(keyword, PICKER_LIMIT);
    return list.map((p) => ({
      shop_product_id: p.shop_product_id,
      name: p.name,
      status: p.status,
      price: fenToYuan(p.price_fen),
    }));
  }

  async create(actor: Actor, input: SubjectInput): Promise<SubjectRow> {
    const productIds = await this.checkProducts(input.product_ids);
    const id = await this.db.kysely.transaction().execute(async (tx) => {
      if (await this.repo.titleTaken(input.title, null, tx)) throw conflict(M.subjectTitleExists);
      const newId = await this.repo.insert(tx, this.valuesOf(input));
      await this.repo.setProducts(tx, newId, productIds);
      const after = await this.snapshot(newId, tx);
      await this.audit.record(
        actor,
        { action: 'create', entity: 'special_subject', entityId: newId, after },
        tx,
      );
      return newId;
    });
    return this.one(id);
  }

  async update(actor: Actor, id: number, input: SubjectInput): Promise<SubjectRow> {
    const productIds = await this.checkProducts(input.product_ids);
    await this.db.kysely.transaction().execute(async (tx) => {
      const before = await this.snapshot(id, tx);
      if (await this.repo.titleTaken(input.title, id, tx)) throw conflict(M.subjectTitleExists);
      await this.repo.update(tx, id, this.valuesOf(input));
      await this.repo.setProducts(tx, id, productIds);
      const after = await this.snapshot(id, tx);
      await this.audit.record(
        actor,
        { action: 'update', entity: 'special_subject', entityId: id, before, after },
        tx,
      );
    });
    return this.one(id);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.db.kysely.transaction().execute(async (tx) => {
      const before = await this.snapshot(id, tx);
      await this.repo.remove(tx, id);
      await this.audit.record(
        actor,
        { action: 'delete', entity: 'special_subject', entityId: id, before },
        tx,
      );
    });
  }

  /** The shop: shown subjects by order, each with its on-shelf products; subjects left empty are omitted. */
  async shop(): Promise<GetSpecialSubjectsResponse> {
    const subjects = await this.repo.shown();
    const products = await this.repo.onShelfProductsOf(subjects.map((s) => s.special_subject_id));
    const labels = await this.repo.labelsOf([...new Set(products.map((p) => p.shop_product_id))]);
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
      updated_at: this.now().toISOString(),
    };
  }

  /** Unique ids, order kept; every product must exist. */
  private async checkProducts(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if ((await this.repo.productsExist(unique)) !== unique.length) throw badRequest(M.subjectProductMissing);
    return unique;
  }

  private async snapshot(id: number, tx: Db['kysely']) {
    const s = await this.repo.one(id, tx);
    if (!s) throw notFound();
    const products = await this.repo.productsOf([id], tx);
    return { ...s, product_ids: products.map((p) => p.shop_product_id) };
  }

  private async rows(list: SubjectRecord[]): Promise<SubjectRow[]> {
    const products = await this.repo.productsOf(list.map((s) => s.special_subject_id));
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

import type { Generated } from 'kysely';

/** A special subject (专题, migration 0012): a curated set of data products shown on the mall home. */
export interface SpecialSubjectTable {
  special_subject_id: Generated<number>;
  /** at most 50 characters */
  title: string;
  /** at most 500 characters */
  intro: string;
  /** cover pattern key (SubjectCovers of the contract: ocean, forest, sunset, violet, slate) */
  cover: string;
  /** 1 shown, 0 hidden */
  status: number;
  /** display order, ascending */
  orders: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A product of a subject, in display order (primary key on the pair). */
export interface SpecialSubjectProductTable {
  special_subject_id: number;
  shop_product_id: number;
  orders: number;
}

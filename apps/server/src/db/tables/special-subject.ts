// Filled in by the special-subjects work (session 3): export the table interfaces named in schema.ts.
export interface SpecialSubjectTable {
  special_subject_id: number;
}
export interface SpecialSubjectProductTable {
  special_subject_id: number;
  shop_product_id: number;
}

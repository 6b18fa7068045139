import { z } from 'zod';

/**
 * A filter over the company table. It defines what a shop product's data is, and the precise
 * search builds on the same shape. Codes: regions by GB/T 2260 (6 digits), industries by
 * GB/T 4754-2017 (section letter A–T, division two digits 01–97). Capital in 万元.
 */
export const companyStatuses = ['存续', '在业', '迁入', '迁出', '停业', '清算', '吊销', '注销'] as const;
export const activeStatuses = ['存续', '在业'] as const;

export const companyTypes = [
  '有限责任公司',
  '股份有限公司',
  '个人独资企业',
  '合伙企业',
  '个体工商户',
  '外商投资企业',
  '国有企业',
  '农民专业合作社',
] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const capitalRangeSchema = z
  .object({ min: z.number().nonnegative().optional(), max: z.number().nonnegative().optional() })
  .strict();
export const dateRangeSchema = z.object({ from: isoDay.optional(), to: isoDay.optional() }).strict();

export const companyFilterSchema = z
  .object({
    keyword: z.string().max(30).optional(),
    /** 0 name, 1 business scope, 2 address, 3 legal person/shareholder */
    searchRange: z.array(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])).optional(),
    regionCodes: z.array(z.string().regex(/^\d{6}$/)).optional(),
    industryCodes: z.array(z.string().regex(/^([A-T]|\d{2})$/)).optional(),
    capitalMin: z.number().nonnegative().optional(),
    capitalMax: z.number().nonnegative().optional(),
    /** several capital ranges in 万元, any of which matches (bounds inclusive; absent = open) */
    capitalRanges: z.array(capitalRangeSchema).max(10).optional(),
    foundedFrom: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    foundedTo: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    /** several founding-date ranges, any of which matches (bounds inclusive; absent = open) */
    foundedRanges: z.array(dateRangeSchema).max(10).optional(),
    statuses: z.array(z.enum(companyStatuses)).optional(),
    types: z.array(z.enum(companyTypes)).optional(),
    hasEmail: z.boolean().optional(),
    hasMobile: z.boolean().optional(),
    hasTel: z.boolean().optional(),
    hasAnyContact: z.boolean().optional(),
    hasWebsite: z.boolean().optional(),
    hasBrand: z.boolean().optional(),
    hasPatent: z.boolean().optional(),
    hasCopyright: z.boolean().optional(),
    hasSoftwareCopyright: z.boolean().optional(),
    hasPunishment: z.boolean().optional(),
    hasAdminLicence: z.boolean().optional(),
  })
  .strict();
export type CompanyFilter = z.infer<typeof companyFilterSchema>;

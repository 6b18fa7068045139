/**
 * 查关系 (/data/relation, issue 15 point 5): the links between 2 to 5 companies or people through
 * shareholdings, executive roles, legal representation and branches, up to 6 hops, as a graph with
 * every edge labelled and, for each pair of the chosen entities, the shortest paths between them.
 * Pure code shared by the server and the web page.
 *
 * Nodes are keyed `C<company_id>` or `P<person_id>`. Edges point the way the registry reads them:
 * holder → company (持股), person → company (法定代表人, positions), parent → branch (分支机构).
 */
import { z } from 'zod';
import { describeCall } from './call.ts';

export const RelationPaths = {
  find: '/admin/Enterprise/findRelations',
  searchPerson: '/admin/Enterprise/searchPerson',
  entities: '/admin/Enterprise/relationEntities',
} as const;

export const RelationLimits = {
  minEntities: 2,
  maxEntities: 5,
  minHops: 1,
  maxHops: 6,
  defaultHops: 4,
  /** shortest paths answered for one pair at most */
  pathsPerPair: 10,
  keywordMax: 30,
  /** people a name search answers at most */
  personSearchMax: 20,
  /** companies shown beside each person found */
  personCompaniesShown: 3,
} as const;

export const RelationMessages = {
  tooFew: '请至少选择2个企业或人员',
  tooMany: '最多选择5个企业或人员',
  duplicate: '所选企业或人员有重复，请去掉重复项',
  hops: '最大层级须在1到6层之间',
  entityInvalid: '所选企业或人员不正确',
  keywordEmpty: '请输入人员姓名',
  keywordTooLong: '姓名最多只能输入30个字符',
  companyNotFound: (id: number) => `企业不存在（编号 ${id}）`,
  personNotFound: (id: number) => `人员不存在（编号 ${id}）`,
  nothingFound: (hops: number) => `在 ${hops} 层内未发现关联`,
  pairNothingFound: (hops: number) => `${hops} 层内无关联`,
  partial: '关联方众多，搜索在部分节点处截断，以下为部分结果',
} as const;

export const relationEntityKinds = ['company', 'person'] as const;
export type RelationEntityKind = (typeof relationEntityKinds)[number];

/** A node's key: `C12` for company 12, `P34` for person 34. */
export const relationKey = (kind: RelationEntityKind, id: number) => `${kind === 'company' ? 'C' : 'P'}${id}`;

/** The kind and id of a key (undefined when it is not one). */
export function parseRelationKey(key: string): { kind: RelationEntityKind; id: number } | undefined {
  const m = /^([CP])([1-9]\d{0,14})$/.exec(key);
  if (!m) return undefined;
  return { kind: m[1] === 'C' ? 'company' : 'person', id: Number(m[2]) };
}

export const relationEdgeKinds = ['holding', 'legal', 'position', 'branch'] as const;
export type RelationEdgeKind = (typeof relationEdgeKinds)[number];
export const relationEdgeKindNames: Readonly<Record<RelationEdgeKind, string>> = {
  holding: '持股',
  legal: '法定代表人',
  position: '任职',
  branch: '分支机构',
};

/** 510000 → "51%", 355000 → "35.5%", 1 → "<0.01%" (ratios are parts per million). */
export function relationRatioText(ppm: number): string {
  if (ppm > 0 && ppm < 100) return '<0.01%';
  return `${Number(((ppm / 1_000_000) * 100).toFixed(2))}%`;
}

/**
 * An edge's label: 持股 35.5%; 法定代表人、执行董事、总经理 (the legal representative's positions
 * follow); 董事长、总经理; 分支机构.
 */
export function relationEdgeLabel(e: {
  kind: RelationEdgeKind;
  ratio_ppm?: number | null;
  positions?: string | null;
}): string {
  switch (e.kind) {
    case 'holding':
      return `持股 ${relationRatioText(e.ratio_ppm ?? 0)}`;
    case 'legal': {
      const rest = (e.positions ?? '').split('、').filter((p) => p && p !== '法定代表人');
      return ['法定代表人', ...rest].join('、');
    }
    case 'position':
      return e.positions?.trim() || '任职';
    case 'branch':
      return '分支机构';
  }
}

// ── calls ───────────────────────────────────────────────────────────────────────────────────

export const relationEntitySchema = z.object(
  {
    kind: z.enum(relationEntityKinds, { error: RelationMessages.entityInvalid }),
    id: z
      .number({ error: RelationMessages.entityInvalid })
      .int(RelationMessages.entityInvalid)
      .positive(RelationMessages.entityInvalid)
      .max(Number.MAX_SAFE_INTEGER, RelationMessages.entityInvalid),
  },
  { error: RelationMessages.entityInvalid },
);
export type RelationEntity = z.infer<typeof relationEntitySchema>;

export const findRelationsSchema = z
  .object({
    entities: z
      .array(relationEntitySchema, { error: RelationMessages.tooFew })
      .min(RelationLimits.minEntities, RelationMessages.tooFew)
      .max(RelationLimits.maxEntities, RelationMessages.tooMany)
      .refine((list) => new Set(list.map((e) => relationKey(e.kind, e.id))).size === list.length, {
        message: RelationMessages.duplicate,
      }),
    max_hops: z
      .number({ error: RelationMessages.hops })
      .int(RelationMessages.hops)
      .min(RelationLimits.minHops, RelationMessages.hops)
      .max(RelationLimits.maxHops, RelationMessages.hops)
      .default(RelationLimits.defaultHops),
  })
  .strict();
export type FindRelationsInput = z.input<typeof findRelationsSchema>;

export const relationNodeSchema = z.object({
  /** `C<id>` or `P<id>` */
  key: z.string(),
  kind: z.enum(relationEntityKinds),
  id: z.number().int(),
  name: z.string(),
  /** a company's registration status (存续, 注销 …); null for a person */
  status: z.string().nullable(),
  /** one of the entities the user chose */
  chosen: z.boolean(),
});
export type RelationNode = z.infer<typeof relationNodeSchema>;

export const relationEdgeSchema = z.object({
  /** node keys; holder → company, person → company, parent → branch */
  from: z.string(),
  to: z.string(),
  kind: z.enum(relationEdgeKinds),
  label: z.string(),
  /** the holding's ratio (holding edges), parts per million */
  ratio_ppm: z.number().int().nullable(),
});
export type RelationEdge = z.infer<typeof relationEdgeSchema>;

export const relationPathSchema = z.object({
  /** node keys from the pair's first entity to its second */
  nodes: z.array(z.string()),
  /** for each step nodes[i] → nodes[i + 1], the indices (into `edges`) of the edges joining them */
  steps: z.array(z.array(z.number().int())),
});
export type RelationPath = z.infer<typeof relationPathSchema>;

export const relationPairSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** length of the shortest paths; null when none within max_hops */
  hops: z.number().int().nullable(),
  /** shortest paths, at most pathsPerPair */
  paths: z.array(relationPathSchema),
  /** more shortest paths exist than are listed */
  more: z.boolean(),
  /** the search of this pair skipped neighbours of some hub (the answer may be incomplete) */
  truncated: z.boolean(),
});
export type RelationPair = z.infer<typeof relationPairSchema>;

export const relationResultSchema = z.object({
  max_hops: z.number().int(),
  nodes: z.array(relationNodeSchema),
  edges: z.array(relationEdgeSchema),
  pairs: z.array(relationPairSchema),
  /** some pair's search was cut at a hub: 部分结果 */
  truncated: z.boolean(),
});
export type RelationResult = z.infer<typeof relationResultSchema>;

export const personCandidateSchema = z.object({
  person_id: z.number().int(),
  name: z.string(),
  /** how many companies the person holds or runs */
  company_count: z.number().int(),
  /** a few of them (the ones they represent first) with the person's roles there */
  companies: z.array(
    z.object({
      company_id: z.number().int(),
      name: z.string(),
      /** 法定代表人、执行董事 / 股东 51% … */
      role: z.string(),
    }),
  ),
});
export type PersonCandidate = z.infer<typeof personCandidateSchema>;

export const relationEntityInfoSchema = z.object({
  key: z.string(),
  kind: z.enum(relationEntityKinds),
  id: z.number().int(),
  name: z.string(),
});
export type RelationEntityInfo = z.infer<typeof relationEntityInfoSchema>;

const details = 'data:search:details' as const;

export const RelationCalls = {
  find: describeCall({
    method: 'POST',
    path: RelationPaths.find,
    summary: '查关系：2至5个企业或人员之间经持股、任职、法定代表人、分支机构的最短关联路径（最多6层）',
    input: findRelationsSchema,
    output: relationResultSchema,
    perm: details,
  }),
  searchPerson: describeCall({
    method: 'GET',
    path: RelationPaths.searchPerson,
    summary: '按姓名查找人员（姓名等于或以关键词开头），附其所在的几家企业以区分同名',
    input: z.object({
      keyword: z
        .string({ error: RelationMessages.keywordEmpty })
        .trim()
        .min(1, RelationMessages.keywordEmpty)
        .max(RelationLimits.keywordMax, RelationMessages.keywordTooLong),
    }),
    output: z.array(personCandidateSchema),
    perm: details,
  }),
  entities: describeCall({
    method: 'GET',
    path: RelationPaths.entities,
    summary: '按节点键（C企业编号、P人员编号，逗号分隔）取名称，用于从链接预填查关系',
    input: z.object({
      keys: z
        .string({ error: RelationMessages.entityInvalid })
        .trim()
        .transform((s) => s.split(',').filter(Boolean))
        .pipe(
          z
            .array(z.string().regex(/^[CP][1-9]\d{0,14}$/, RelationMessages.entityInvalid))
            .min(1, RelationMessages.entityInvalid)
            .max(RelationLimits.maxEntities, RelationMessages.tooMany),
        ),
    }),
    output: z.array(relationEntityInfoSchema),
    perm: details,
  }),
} as const;

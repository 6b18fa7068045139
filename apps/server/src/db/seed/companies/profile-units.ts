/**
 * Lays out one block of company ids (BLOCK_SIZE of them) as units: a single firm (with its branches,
 * if any) or a holding group of 2–6 levels — a root holding company, subsidiaries owning subsidiaries,
 * sometimes an employee shareholding platform, cross-holdings and branches — in a contiguous id range,
 * sharing the group's 字号. Everything is drawn from the block's stream and the rows' own streams, so a
 * block is a pure function of (seed, block), cut at the run's last id (see generate-profiles.ts).
 */
import {
  DIVISIONS,
  ORDINALS,
  PROFILES,
  drawCompany,
  foreignCompany,
  holdingCompany,
  pickTrade,
  registeredCapital,
  shortDistrict,
  type CodeOffsets,
  type Draft,
  type NameSet,
  type Profile,
  type RowSpec,
  type Trade,
} from './generate.ts';
import { geoModel, type CityModel, type Location } from './geo.ts';
import { stakeWeight, type HolderRef } from './profile-holdings.ts';
import { BLOCK_SIZE, PERSONS_PER_BLOCK, PersonPool, type PoolPerson } from './profile-people.ts';
import { Cast, appoint, personFor, type Staffing } from './profile-roles.ts';
import { Rng, Weighted } from './prng.ts';
import type { CompanyType } from './types.ts';

export type UnitKind = 'single' | 'root' | 'sub' | 'platform' | 'branch';

/** A company of a block with the people and holders its profile is written from. */
export interface UnitCompany {
  id: number;
  draft: Draft;
  kind: UnitKind;
  /** 1 for a group's root and single firms; a branch has its parent's level */
  level: number;
  /** the holding parent of a subsidiary, the company a branch belongs to; null otherwise */
  parent: UnitCompany | null;
  cast: Cast;
  holders: HolderRef[];
  /** people who may take a role in this company's branches (its officers and group circle) */
  circle: PoolPerson[] | null;
}

export interface LayoutContext {
  seed: number;
  names: NameSet | null;
  offsets: CodeOffsets;
}

/** Share of units that are holding groups (a group has ≈ 12 companies: ≈ 7 % of companies). */
const GROUP_SHARE = 0.006;
const GROUP_KINDS = new Weighted<GroupKind>([
  ['private', 62],
  ['listed', 15],
  ['state', 15],
  ['foreign', 8],
]);
type GroupKind = 'private' | 'listed' | 'state' | 'foreign';
const DEPTHS = new Weighted<number>([
  [2, 40],
  [3, 30],
  [4, 15],
  [5, 9],
  [6, 6],
]);
const CHILDREN_BELOW = new Weighted<number>([
  [0, 35],
  [1, 30],
  [2, 20],
  [3, 10],
  [4, 5],
]);
const HOLDING_FORMS = [
  '控股集团有限公司',
  '控股有限公司',
  '投资控股有限公司',
  '实业集团有限公司',
  '集团有限公司',
];
const STATE_FORMS = ['集团有限公司', '控股集团有限公司', '投资集团有限公司', '发展集团有限公司'];
const PLATFORM_FORMS = [
  '企业管理咨询合伙企业（有限合伙）',
  '投资合伙企业（有限合伙）',
  '股权投资合伙企业（有限合伙）',
  '企业管理中心（有限合伙）',
];
const CONSULTING = PROFILES.find((p) => p.code === '72') as Profile;
const STATE_PROFILES = new Weighted<Profile>(
  PROFILES.filter((p) => p.state && p.state.length > 0).map((p) => [p, p.weight] as const),
);
/** Types that never hold other companies or have branches here. */
const SMALL_TYPES = new Set<CompanyType>(['个体工商户', '个人独资企业', '农民专业合作社']);

/** Holders of a standalone 有限责任公司: 1 … 40, most 1–3. */
const LIMITED_HOLDERS = new Weighted<[number, number]>([
  [[1, 1], 34],
  [[2, 2], 33],
  [[3, 3], 14],
  [[4, 4], 7],
  [[5, 9], 7],
  [[10, 40], 2.5],
]);

/**
 * All companies of block `block` (ids block·BLOCK_SIZE+1 …) up to and including the unit that holds
 * `hi`: the caller writes those in its range and drops holders above `hi`.
 */
export function layoutBlock(
  ctx: LayoutContext,
  block: number,
  hi: number,
): { companies: UnitCompany[]; persons: readonly PoolPerson[] } {
  const first = block * BLOCK_SIZE + 1;
  const end = first + BLOCK_SIZE - 1;
  const rng = new Rng(ctx.seed, block, 0x5eedb10c);
  const pool = new PersonPool(block * PERSONS_PER_BLOCK + 1);
  const out: UnitCompany[] = [];
  for (let id = first; id <= end && id <= hi;) {
    const room = end - id + 1;
    const made =
      room >= 3 && rng.chance(GROUP_SHARE)
        ? layoutGroup(ctx, rng, pool, id, room, out)
        : layoutSingle(ctx, rng, pool, id, room, out);
    for (const c of made) out.push(c);
    id += made.length;
  }
  return { companies: out, persons: pool.persons };
}

// ── single firms ────────────────────────────────────────────────────────────────────────────

function layoutSingle(
  ctx: LayoutContext,
  rng: Rng,
  pool: PersonPool,
  id: number,
  room: number,
  before: readonly UnitCompany[],
): UnitCompany[] {
  const draft = drawCompany(ctx.seed, id, ctx.names, ctx.offsets);
  const c = unitCompany(id, draft, 'single', 1, null, pool);
  const s = staffing(rng, pool, draft, null, 0, 0.04);
  const type = draft.type;
  const large = draft.row.reg_capital >= 10_000_000 || type === '外商投资企业' || type === '国有企业';
  switch (type) {
    case '个体工商户':
    case '个人独资企业': {
      appoint(s, c.cast, {
        type,
        branch: false,
        large: false,
        legalReuse: type === '个体工商户' ? 0.04 : 0.1,
      });
      hold(c, { kind: 'P', person: c.cast.legal, weight: 1 });
      break;
    }
    case '农民专业合作社': {
      appoint(s, c.cast, { type, branch: false, large: false });
      hold(c, { kind: 'P', person: c.cast.legal, weight: rng.int(10, 40) });
      for (let i = rng.int(3, 12); i > 0; i--)
        hold(c, { kind: 'P', person: personFor(s, c.cast), weight: rng.int(1, 10) });
      break;
    }
    case '合伙企业': {
      const gpIsCompany = rng.chance(0.45);
      appoint(s, c.cast, { type, branch: false, large: false, gpIsCompany, legalReuse: 0.15 });
      if (gpIsCompany) {
        const investor = rng.chance(0.35) ? corporateInvestor(rng, before) : null;
        hold(
          c,
          investor
            ? { kind: 'C', company: investor, weight: rng.int(1, 10) }
            : { kind: 'O', name: holdingCompany(rng, draft.loc), weight: rng.int(1, 10) },
        );
      } else hold(c, { kind: 'P', person: c.cast.legal, weight: rng.int(1, 30) });
      for (let i = rng.int(2, 20); i > 0; i--)
        hold(c, { kind: 'P', person: personFor(s, c.cast, 0.1), weight: rng.int(5, 40) });
      break;
    }
    case '外商投资企业': {
      appoint(s, c.cast, { type, branch: false, large });
      hold(c, { kind: 'O', name: foreignCompany(rng), weight: 100 });
      if (rng.chance(0.3)) {
        const percent = rng.int(10, 49);
        const w = stakeWeight(c.holders, percent);
        hold(
          c,
          rng.chance(0.5)
            ? { kind: 'P', person: c.cast.legal, weight: w }
            : { kind: 'O', name: holdingCompany(rng, draft.loc), weight: w },
        );
      }
      break;
    }
    case '国有企业': {
      appoint(s, c.cast, { type, branch: false, large: true });
      hold(c, { kind: 'O', name: stateOwner(rng, draft), weight: 100 });
      if (rng.chance(0.25))
        hold(c, {
          kind: 'O',
          name: holdingCompany(rng, draft.loc),
          weight: stakeWeight(c.holders, rng.int(10, 49)),
        });
      break;
    }
    case '股份有限公司': {
      appoint(s, c.cast, { type, branch: false, large, legalReuse: 0.06 });
      hold(c, { kind: 'P', person: c.cast.legal, weight: rng.int(20, 50) });
      for (const p of c.cast.officers('董事'))
        if (rng.chance(0.6)) hold(c, { kind: 'P', person: p, weight: rng.int(1, 10) });
      for (let i = rng.int(3, 20); i > 0; i--)
        hold(c, { kind: 'P', person: personFor(s, c.cast, 0.05), weight: rng.next() * 5 + 0.1 });
      for (let i = rng.int(1, 3); i > 0; i--) institution(rng, c, before, rng.int(2, 15));
      break;
    }
    default: {
      // 有限责任公司
      appoint(s, c.cast, { type, branch: false, large, legalReuse: 0.1 });
      const [lo, hiN] = LIMITED_HOLDERS.pick(rng);
      const n = rng.int(lo, hiN);
      if (rng.chance(0.88))
        hold(c, { kind: 'P', person: c.cast.legal, weight: n === 1 ? 1 : rng.int(30, 90) });
      const supervisor = c.cast.officers('监事')[0];
      if (supervisor && c.holders.length < n && rng.chance(0.6))
        hold(c, { kind: 'P', person: supervisor, weight: rng.int(10, 50) });
      // further holders: often the company's own officers (经理, 财务负责人), else other people
      const officers = c.cast.rows.map((r) => r.person);
      while (c.holders.length < n) {
        const officer = officers.find((p) => !c.holders.some((h) => h.kind === 'P' && h.person === p));
        const person = officer && rng.chance(0.6) ? officer : personFor(s, c.cast, 0.06);
        hold(c, { kind: 'P', person, weight: rng.int(1, n > 4 ? 20 : 50) });
      }
      if (rng.chance(0.14)) {
        const i = rng.int(0, c.holders.length - 1);
        const weight = (c.holders[i] as HolderRef).weight;
        const investor = rng.chance(0.6) ? corporateInvestor(rng, before) : null;
        c.holders[i] = investor
          ? { kind: 'C', company: investor, weight }
          : { kind: 'O', name: holdingCompany(rng, draft.loc), weight };
      }
    }
  }
  const out = [c];
  const branches = Math.min(room - 1, branchCount(rng, draft));
  for (let i = 0; i < branches; i++) out.push(branchOf(ctx, rng, pool, c, id + 1 + i, i));
  return out;
}

/** Adds a holder; a person holder also belongs to the company. */
function hold(c: UnitCompany, h: HolderRef): void {
  if (h.kind === 'P') {
    if (c.holders.some((x) => x.kind === 'P' && x.person === h.person)) return;
    c.cast.touch(h.person);
  }
  c.holders.push(h);
}

/** An earlier company of the block that can invest (not a branch, not an individual business). */
function corporateInvestor(rng: Rng, before: readonly UnitCompany[]): UnitCompany | null {
  for (let i = 0; i < 4 && before.length > 0; i++) {
    const c = before[rng.int(0, before.length - 1)] as UnitCompany;
    if (c.kind !== 'branch' && !SMALL_TYPES.has(c.draft.type) && c.draft.row.reg_capital >= 1_000_000)
      return c;
  }
  return null;
}

/** A company (of the block, else outside the registry) taking a stake of weight w. */
function institution(rng: Rng, c: UnitCompany, before: readonly UnitCompany[], w: number): void {
  const investor = rng.chance(0.5) ? corporateInvestor(rng, before) : null;
  if (investor && c.holders.some((h) => h.kind === 'C' && h.company === investor)) return;
  hold(
    c,
    investor
      ? { kind: 'C', company: investor, weight: w }
      : { kind: 'O', name: holdingCompany(rng, c.draft.loc), weight: w },
  );
}

function stateOwner(rng: Rng, d: Draft): string {
  const loc = d.loc;
  const r = rng.next();
  if (d.owner === 'province')
    return loc.province.name + (r < 0.8 ? '人民政府国有资产监督管理委员会' : '财政厅');
  if (d.owner === 'district') return loc.withDistrict + (r < 0.5 ? '财政局' : '国有资产监督管理局');
  return r < 0.8
    ? loc.govName + (r < 0.6 ? '人民政府国有资产监督管理委员会' : '财政局')
    : loc.full + '国有资本投资运营集团有限公司';
}

function staffing(
  rng: Rng,
  pool: PersonPool,
  d: Draft,
  circle: PoolPerson[] | null,
  circleShare: number,
  reuseShare: number,
): Staffing {
  return { rng, pool, surnames: d.surnames, prefix: d.loc.province.prefix, circle, circleShare, reuseShare };
}

function unitCompany(
  id: number,
  draft: Draft,
  kind: UnitKind,
  level: number,
  parent: UnitCompany | null,
  pool: PersonPool,
): UnitCompany {
  return { id, draft, kind, level, parent, cast: new Cast(id, pool), holders: [], circle: null };
}

// ── branches ────────────────────────────────────────────────────────────────────────────────

/** How many branches (分公司) a company has: few do, big ones more. */
function branchCount(rng: Rng, d: Draft): number {
  if (SMALL_TYPES.has(d.type) || d.type === '合伙企业') return 0;
  const cap = d.row.reg_capital;
  const p = cap >= 100_000_000 ? 0.2 : cap >= 10_000_000 ? 0.035 : cap >= 1_000_000 ? 0.011 : 0.004;
  if (!rng.chance(p)) return 0;
  const x = Math.pow(1 - rng.next(), -1 / 1.4) - 1;
  return Math.min(30, 1 + Math.floor(x * (cap >= 100_000_000 ? 2 : 0.6)));
}

function branchOf(
  ctx: LayoutContext,
  rng: Rng,
  pool: PersonPool,
  parent: UnitCompany,
  id: number,
  nth: number,
): UnitCompany {
  const pd = parent.draft;
  const sameCity = rng.chance(0.45);
  const city = sameCity ? pd.loc.city : otherCity(rng, pd.loc.city);
  const parentName = pd.row.name;
  const spec: RowSpec = {
    type: pd.type,
    branch: true,
    city,
    ...(sameCity ? { notDistrict: pd.loc.district.code } : {}),
    profile: pd.profile,
    minDays: pd.regDays,
    capital: 0,
    trade: pd.trade,
    name: (attempt, loc) => {
      const district = shortDistrict(loc.districtName);
      const place = sameCity && loc.districtName !== loc.full ? district : loc.short;
      if (attempt === 0) return parentName + place + '分公司';
      return parentName + place + '第' + (ORDINALS[(attempt + nth) % ORDINALS.length] as string) + '分公司';
    },
  };
  const draft = drawCompany(ctx.seed, id, ctx.names, ctx.offsets, spec);
  const c = unitCompany(id, draft, 'branch', parent.level, parent, pool);
  const circle = parent.circle ?? parent.cast.rows.map((r) => r.person);
  appoint(staffing(rng, pool, draft, circle, 0.35, 0.02), c.cast, {
    type: draft.type,
    branch: true,
    large: false,
  });
  return c;
}

function otherCity(rng: Rng, not: CityModel): CityModel {
  const cities = geoModel().cities;
  let city = cities.pick(rng);
  if (city === not) city = cities.pick(rng);
  return city;
}

// ── holding groups ──────────────────────────────────────────────────────────────────────────

interface Group {
  kind: GroupKind;
  /** the 字号 members share (for a state group the state word, e.g. 水务) */
  core: string;
  trade: Trade | null;
  main: Profile;
  circle: PoolPerson[];
  founder: PoolPerson | null;
}

interface PlannedNode {
  level: number;
  parent: number;
}

function layoutGroup(
  ctx: LayoutContext,
  rng: Rng,
  pool: PersonPool,
  id: number,
  room: number,
  before: readonly UnitCompany[],
): UnitCompany[] {
  const kind = GROUP_KINDS.pick(rng);
  const depth = DEPTHS.pick(rng);
  // the tree of subsidiaries: level 1 is the root; the first child of the first node of each level
  // continues the chain down to `depth`, and the other nodes leave room for the rest of the chain
  const maxNodes = Math.min(room - 1, depth * 4 + rng.int(0, 40));
  const nodes: PlannedNode[] = [{ level: 1, parent: -1 }];
  for (let level = 1; level < depth; level++) {
    const parents = nodes.map((n, i) => [n, i] as const).filter(([n]) => n.level === level);
    const reserve = depth - level - 1;
    for (let k = 0; k < parents.length; k++) {
      const [, pi] = parents[k] as readonly [PlannedNode, number];
      let children = level === 1 ? rng.int(1, 7) : CHILDREN_BELOW.pick(rng);
      if (k === 0) children = Math.max(children, 1);
      for (let c = 0; c < children; c++) {
        const chain = k === 0 && c === 0;
        if (nodes.length >= maxNodes - (chain ? 0 : reserve)) break;
        nodes.push({ level: level + 1, parent: pi });
      }
    }
  }
  const platform = (kind === 'private' || kind === 'listed') && nodes.length < room && rng.chance(0.35);

  const main = kind === 'state' ? STATE_PROFILES.pick(rng) : DIVISIONS.pick(rng);
  const trade = kind === 'state' ? null : pickTrade(rng, '', '有限责任公司');
  const group: Group = {
    kind,
    core: kind === 'state' ? rng.pick(main.state ?? main.words) : (trade as Trade).cn,
    trade,
    main,
    circle: [],
    founder: null,
  };

  // the root
  const root = drawRoot(ctx, rng, id, group);
  const rootCompany = unitCompany(id, root, 'root', 1, null, pool);
  rootCompany.circle = group.circle;
  const rs = staffing(rng, pool, root, null, 0, 0.15);
  if (kind !== 'state') {
    group.founder = personFor(rs, rootCompany.cast, 0.15);
    group.circle.push(group.founder);
  }
  const execs = 2 + Math.min(10, Math.floor(nodes.length / 4));
  for (let i = 0; i < execs; i++) group.circle.push(personFor({ ...rs, reuseShare: 0.08 }, rootCompany.cast));
  const members: UnitCompany[] = [rootCompany];
  appoint(staffing(rng, pool, root, group.circle, 0.6, 0.02), rootCompany.cast, {
    type: root.type,
    branch: false,
    large: true,
    ...(group.founder && rng.chance(0.8) ? { legal: group.founder } : {}),
  });
  rootHolders(rng, pool, rootCompany, group, before);

  // subsidiaries, level by level
  const byNode: UnitCompany[] = [rootCompany];
  for (let n = 1; n < nodes.length; n++) {
    const node = nodes[n] as PlannedNode;
    const parent = byNode[node.parent] as UnitCompany;
    const sub = drawSubsidiary(ctx, rng, id + members.length, group, parent, node.level);
    const c = unitCompany(id + members.length, sub, 'sub', node.level, parent, pool);
    c.circle = group.circle;
    appoint(staffing(rng, pool, sub, group.circle, 0.55, 0.02), c.cast, {
      type: sub.type,
      branch: false,
      large: rng.chance(0.5),
    });
    subsidiaryHolders(rng, pool, c, parent, members, group);
    members.push(c);
    byNode.push(c);
  }
  if (platform) members.push(drawPlatform(ctx, rng, pool, id + members.length, group, rootCompany));

  // branches of members, while the block has room
  const owners = members.slice();
  for (const owner of owners) {
    if (owner.kind === 'platform') continue;
    const n = Math.min(room - members.length, branchCount(rng, owner.draft));
    for (let i = 0; i < n; i++) members.push(branchOf(ctx, rng, pool, owner, id + members.length, i));
  }
  return members;
}

function drawRoot(ctx: LayoutContext, rng: Rng, id: number, g: Group): Draft {
  const type: CompanyType =
    g.kind === 'state'
      ? '国有企业'
      : g.kind === 'listed'
        ? '股份有限公司'
        : g.kind === 'foreign'
          ? '外商投资企业'
          : '有限责任公司';
  const holding = g.kind === 'private' && rng.chance(0.55);
  const profile = holding ? CONSULTING : g.main;
  const big = [
    50_000_000, 100_000_000, 100_000_000, 200_000_000, 300_000_000, 500_000_000, 1_000_000_000, 2_000_000_000,
  ];
  const capital = rng.pick(big) * (g.kind === 'state' ? 2 : 1);
  const stateForm = rng.pick(STATE_FORMS);
  const holdingForm = rng.pick(HOLDING_FORMS);
  const word = rng.pick(g.main.words);
  const spec: RowSpec = {
    type,
    branch: false,
    profile,
    capital,
    trade: g.trade,
    name: (attempt, loc, _profile, r) => {
      if (g.kind === 'state') {
        const form = attempt === 0 ? stateForm : (STATE_FORMS[attempt % STATE_FORMS.length] as string);
        return (attempt < 4 ? loc.full : loc.withDistrict) + g.core + form;
      }
      if (attempt > 0 && g.trade) {
        // a duplicate: the whole group takes another 字号
        g.trade = pickTrade(r, loc.province.prefix, type);
        g.core = g.trade.cn;
      }
      if (g.kind === 'foreign') return g.core + '（' + loc.short + '）' + word + '有限公司';
      if (g.kind === 'listed') return loc.full + g.core + word + '股份有限公司';
      return loc.full + g.core + (holding ? holdingForm : word + '集团有限公司');
    },
  };
  const d = drawCompany(ctx.seed, id, ctx.names, ctx.offsets, spec);
  d.trade = g.trade;
  return d;
}

function drawSubsidiary(
  ctx: LayoutContext,
  rng: Rng,
  id: number,
  g: Group,
  parent: UnitCompany,
  level: number,
): Draft {
  const pl = parent.draft.loc;
  const r = rng.next();
  const city = r < 0.55 ? pl.city : r < 0.8 ? pl.province.cities.pick(rng) : otherCity(rng, pl.city);
  const profile = rng.chance(0.45) ? g.main : DIVISIONS.pick(rng);
  const type: CompanyType =
    level === 2 && g.kind !== 'state' && rng.chance(0.05) ? '股份有限公司' : '有限责任公司';
  const parentCap = parent.draft.row.reg_capital;
  let capital = registeredCapital(rng, '有限责任公司', profile) * (g.kind === 'state' ? 3 : 1.5);
  capital = Math.round(capital / 10_000) * 10_000;
  if (parentCap > 0) capital = Math.min(capital, parentCap);
  const headStyle = rng.next();
  const form = type === '股份有限公司' ? '股份有限公司' : rng.chance(0.08) ? '有限责任公司' : '有限公司';
  const spec: RowSpec = {
    type,
    branch: false,
    city,
    profile,
    minDays: parent.draft.regDays,
    capital: Math.max(capital, 100_000),
    trade: g.trade,
    name: (attempt, loc: Location, p: Profile, rr: Rng) => {
      // a duplicate within the city: another 行业用语, then another division's, then one more word
      const head = headStyle < 0.55 ? loc.full : headStyle < 0.9 ? loc.short : loc.withDistrict;
      let word = rr.pick(attempt < 3 ? p.words : DIVISIONS.pick(rr).words);
      if (attempt >= 6) word += rr.pick(['发展', '实业', '科技', '服务', '管理', '贸易', '工程']);
      if (g.kind === 'foreign') return g.core + '（' + loc.short + '）' + word + form;
      return head + g.core + word + form;
    },
  };
  return drawCompany(ctx.seed, id, ctx.names, ctx.offsets, spec);
}

function drawPlatform(
  ctx: LayoutContext,
  rng: Rng,
  pool: PersonPool,
  id: number,
  g: Group,
  root: UnitCompany,
): UnitCompany {
  const form = rng.pick(PLATFORM_FORMS);
  const spec: RowSpec = {
    type: '合伙企业',
    branch: false,
    city: root.draft.loc.city,
    profile: CONSULTING,
    minDays: root.draft.regDays,
    capital: rng.pick([1_000_000, 3_000_000, 5_000_000, 10_000_000]),
    trade: g.trade,
    name: (attempt, loc) =>
      loc.full + g.core + (attempt === 0 ? '' : (ORDINALS[attempt] as string) + '号') + form,
  };
  const draft = drawCompany(ctx.seed, id, ctx.names, ctx.offsets, spec);
  const c = unitCompany(id, draft, 'platform', 2, root, pool);
  c.circle = g.circle;
  const s = staffing(rng, pool, draft, g.circle, 0.5, 0.02);
  const gp = g.founder ?? personFor(s, c.cast);
  appoint(s, c.cast, { type: '合伙企业', branch: false, large: false, legal: gp });
  hold(c, { kind: 'P', person: gp, weight: rng.int(1, 5) });
  for (let i = rng.int(2, 5); i > 0; i--)
    hold(c, { kind: 'P', person: rng.pick(g.circle), weight: rng.int(3, 15) });
  for (let i = rng.int(3, 12); i > 0; i--)
    hold(c, { kind: 'P', person: personFor(s, c.cast, 0.02), weight: rng.int(1, 10) });
  // the platform holds 5–15 % of the root
  hold(root, { kind: 'C', company: c, weight: stakeWeight(root.holders, rng.int(5, 15)) });
  return c;
}

function rootHolders(
  rng: Rng,
  pool: PersonPool,
  root: UnitCompany,
  g: Group,
  before: readonly UnitCompany[],
): void {
  const d = root.draft;
  switch (g.kind) {
    case 'state':
      hold(root, { kind: 'O', name: d.loc.govName + '人民政府国有资产监督管理委员会', weight: 90 });
      if (rng.chance(0.3)) hold(root, { kind: 'O', name: d.loc.province.name + '财政厅', weight: 10 });
      return;
    case 'foreign':
      hold(root, { kind: 'O', name: foreignCompany(rng), weight: 100 });
      if (g.founder && rng.chance(0.3))
        hold(root, { kind: 'P', person: g.founder, weight: stakeWeight(root.holders, rng.int(10, 30)) });
      return;
    case 'listed':
      if (g.founder) hold(root, { kind: 'P', person: g.founder, weight: rng.int(15, 45) });
      for (let i = rng.int(2, 6); i > 0; i--) institution(rng, root, before, rng.int(1, 8));
      for (let i = rng.int(3, 12); i > 0; i--) {
        const person = rng.chance(0.4)
          ? rng.pick(g.circle)
          : personFor(staffing(rng, pool, d, null, 0, 0.05), root.cast);
        hold(root, { kind: 'P', person, weight: rng.next() * 3 + 0.1 });
      }
      return;
    default:
      if (g.founder) hold(root, { kind: 'P', person: g.founder, weight: rng.int(50, 90) });
      for (let i = rng.int(0, 2); i > 0; i--)
        hold(root, { kind: 'P', person: rng.pick(g.circle), weight: rng.int(2, 30) });
  }
}

function subsidiaryHolders(
  rng: Rng,
  pool: PersonPool,
  c: UnitCompany,
  parent: UnitCompany,
  members: readonly UnitCompany[],
  g: Group,
): void {
  if (rng.chance(0.45)) {
    hold(c, { kind: 'C', company: parent, weight: 100 });
  } else {
    // the parent keeps a majority: the others share what it leaves
    const kept = rng.int(51, 95);
    hold(c, { kind: 'C', company: parent, weight: kept });
    const others = rng.int(1, 3);
    const parts = Array.from({ length: others }, () => 1 + rng.next());
    const sum = parts.reduce((a, b) => a + b, 0);
    for (let i = 0; i < others; i++) {
      const r = rng.next();
      const w = Math.max(1, Math.round(((100 - kept) * (parts[i] as number)) / sum));
      if (r < 0.35) hold(c, { kind: 'P', person: rng.pick(g.circle), weight: w });
      else if (r < 0.55)
        hold(c, {
          kind: 'P',
          person: pool.create(rng, c.draft.surnames, c.draft.loc.province.prefix),
          weight: w,
        });
      else if (r < 0.8) hold(c, { kind: 'O', name: holdingCompany(rng, c.draft.loc), weight: w });
      else {
        const sibling = members[rng.int(0, members.length - 1)] as UnitCompany;
        if (
          sibling !== parent &&
          sibling.kind !== 'branch' &&
          !c.holders.some((h) => h.kind === 'C' && h.company === sibling)
        )
          hold(c, { kind: 'C', company: sibling, weight: w });
      }
    }
  }
  // cross-holdings: now and then a subsidiary takes a small stake in its parent (a cycle) or a sibling
  if (c.level >= 2 && rng.chance(0.05)) {
    const target =
      rng.chance(0.6) || members.length < 2
        ? parent
        : (members[rng.int(0, members.length - 1)] as UnitCompany);
    if (target !== c && !target.holders.some((h) => h.kind === 'C' && h.company === c))
      hold(target, { kind: 'C', company: c, weight: stakeWeight(target.holders, rng.int(1, 10)) });
  }
}

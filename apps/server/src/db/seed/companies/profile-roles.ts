/**
 * Who runs a company (主要人员): one legal representative and the executives its type calls for, one
 * row per person with the positions joined by '、'. People come from the company's group (executives
 * who sit in several members), from the block (serial entrepreneurs) or are new.
 */
import type { SurnamePicker } from './generate.ts';
import type { PersonPool, PoolPerson } from './profile-people.ts';
import type { Rng } from './prng.ts';
import type { CompanyType } from './types.ts';

export interface CastRow {
  person: PoolPerson;
  positions: string[];
  legal: boolean;
}

/** The people of one company: officers (rows) and everybody attached (officers and shareholders). */
export class Cast {
  readonly rows: CastRow[] = [];
  private readonly attached = new Set<PoolPerson>();

  constructor(
    readonly companyId: number,
    private readonly pool: PersonPool,
  ) {}

  /** Marks the person as belonging to this company (once). */
  touch(person: PoolPerson): void {
    if (this.attached.has(person)) return;
    this.attached.add(person);
    this.pool.attach(person, this.companyId);
  }

  isOfficer(person: PoolPerson): boolean {
    return this.rows.some((r) => r.person === person);
  }

  add(person: PoolPerson, position: string, legal = false): void {
    this.touch(person);
    const row = this.rows.find((r) => r.person === person);
    if (row) {
      if (!row.positions.includes(position)) row.positions.push(position);
      row.legal ||= legal;
    } else {
      const next = { person, positions: [position], legal };
      if (legal) this.rows.unshift(next);
      else this.rows.push(next);
    }
  }

  get legal(): PoolPerson {
    const row = this.rows.find((r) => r.legal);
    if (!row) throw new Error(`company ${this.companyId} has no legal representative`);
    return row.person;
  }

  officers(position: string): PoolPerson[] {
    return this.rows.filter((r) => r.positions.includes(position)).map((r) => r.person);
  }
}

/** Where a company finds its people. */
export interface Staffing {
  rng: Rng;
  pool: PersonPool;
  surnames: SurnamePicker;
  prefix: string;
  /** the group's people (founder, executives): null outside a group */
  circle: PoolPerson[] | null;
  /** chance a role goes to somebody of the circle */
  circleShare: number;
  /** chance a role goes to somebody who already has a company in the block */
  reuseShare: number;
}

/** A person for a new role: not an officer of this company already. */
export function personFor(s: Staffing, cast: Cast, reuseShare = s.reuseShare): PoolPerson {
  if (s.circle && s.circle.length > 0 && s.rng.chance(s.circleShare)) {
    const p = s.rng.pick(s.circle);
    if (!cast.isOfficer(p)) return p;
  }
  if (s.rng.chance(reuseShare)) {
    const p = s.pool.reuse(s.rng, s.prefix);
    if (p && !cast.isOfficer(p)) return p;
  }
  return s.pool.create(s.rng, s.surnames, s.prefix);
}

export interface AppointOptions {
  type: CompanyType;
  branch: boolean;
  /** a board (董事会) rather than one 执行董事: group members, big capital, foreign and state companies */
  large: boolean;
  /** a partnership whose 执行事务合伙人 is a company (then a person is its 委派代表) */
  gpIsCompany?: boolean;
  /** who must be the legal representative (a group's founder), when set */
  legal?: PoolPerson;
  /** chance the legal representative is somebody who already has a company (serial entrepreneurs) */
  legalReuse?: number;
}

/** Appoints the legal representative and executives the company's type calls for. */
export function appoint(s: Staffing, cast: Cast, o: AppointOptions): void {
  const rng = s.rng;
  const legal = o.legal ?? personFor(s, cast, o.legalReuse ?? s.reuseShare);
  const some = (position: string, n: number) => {
    for (let i = 0; i < n; i++) cast.add(personFor(s, cast), position);
  };
  if (o.branch) {
    cast.add(legal, '负责人', true);
    return;
  }
  switch (o.type) {
    case '个体工商户':
      cast.add(legal, '经营者', true);
      return;
    case '个人独资企业':
      cast.add(legal, '投资人', true);
      return;
    case '农民专业合作社':
      cast.add(legal, '理事长', true);
      some('理事', rng.int(0, 2));
      some(rng.chance(0.7) ? '执行监事' : '监事', 1);
      return;
    case '合伙企业':
      cast.add(legal, o.gpIsCompany ? '执行事务合伙人委派代表' : '执行事务合伙人', true);
      return;
    case '股份有限公司': {
      cast.add(legal, '董事长', true);
      if (rng.chance(0.3)) cast.add(legal, '总经理');
      if (rng.chance(0.4)) some('副董事长', 1);
      const directors: PoolPerson[] = [];
      for (let i = rng.int(3, 6); i > 0; i--) {
        const p = personFor(s, cast);
        cast.add(p, '董事');
        directors.push(p);
      }
      if (o.large && rng.chance(0.5)) some('独立董事', 3);
      some('监事会主席', 1);
      some('监事', rng.int(1, 2));
      some('职工代表监事', 1);
      if (cast.officers('总经理').length === 0) {
        if (rng.chance(0.5)) cast.add(rng.pick(directors), '总经理');
        else some('总经理', 1);
      }
      some('副总经理', rng.int(0, 3));
      some(rng.chance(0.5) ? '财务负责人' : '财务总监', 1);
      if (rng.chance(0.6)) some('董事会秘书', 1);
      return;
    }
    default: {
      // 有限责任公司, 国有企业, 外商投资企业
      if (o.large) {
        const chair = rng.chance(0.85);
        cast.add(legal, chair ? '董事长' : '执行董事', true);
        const directors: PoolPerson[] = [];
        if (chair) {
          for (let i = rng.int(2, 4); i > 0; i--) {
            const p = personFor(s, cast);
            cast.add(p, '董事');
            directors.push(p);
          }
        }
        const gm = rng.next();
        if (gm < 0.25) cast.add(legal, '总经理');
        else if (gm < 0.6 && directors.length > 0) cast.add(rng.pick(directors), '总经理');
        else some(rng.chance(0.7) ? '总经理' : '经理', 1);
        if (rng.chance(0.3)) {
          some('监事会主席', 1);
          some('监事', 2);
        } else some('监事', 1);
        if (rng.chance(0.6)) some('财务负责人', 1);
        return;
      }
      const r = rng.next();
      if (r < 0.5) cast.add(legal, '执行董事兼总经理', true);
      else if (r < 0.65) {
        cast.add(legal, '执行董事', true);
        cast.add(legal, '总经理');
      } else if (r < 0.85) {
        cast.add(legal, '执行董事', true);
        some('经理', 1);
      } else {
        cast.add(legal, '董事', true);
        cast.add(legal, '经理');
      }
      some('监事', 1);
      if (rng.chance(0.2)) some('财务负责人', 1);
    }
  }
}

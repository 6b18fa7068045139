/**
 * People of one block of companies (see generate-profiles.ts): natural persons with a name and a
 * gender, numbered from the block's own id range so that appending runs never reuse a person id.
 * A person is picked again in proportion to how many companies they already have (preferential
 * attachment), so most people hold or run one company and a few run many (serial entrepreneurs).
 */
import type { PersonTable } from '../../tables/company-profile.ts';
import { personName, type SurnamePicker } from './generate.ts';
import type { Rng } from './prng.ts';

/** Companies per block: a block is laid out as one unit of work (groups never cross a block). */
export const BLOCK_SIZE = 1024;
/** Person ids per block: block b owns ids b·8192+1 … b·8192+8192 (≈ 2.5 people a company are used). */
export const PERSONS_PER_BLOCK = 8192;

export interface PoolPerson {
  row: PersonTable;
  /** province prefix of the first company (people mostly stay in their province) */
  prefix: string;
  /** lowest company id the person belongs to: the person row is written with that company */
  firstRef: number;
  /** how many companies the person belongs to (within this block) */
  companies: number;
}

export class PersonPool {
  readonly persons: PoolPerson[] = [];
  /** one entry per (person, company): a uniform pick is a pick in proportion to companies */
  private readonly slots: number[] = [];

  constructor(private readonly firstId: number) {}

  /** A new person, unless the block's id range is used up (then somebody already there). */
  create(rng: Rng, surnames: SurnamePicker, prefix: string): PoolPerson {
    if (this.persons.length >= PERSONS_PER_BLOCK) return this.reuse(rng, prefix) as PoolPerson;
    const p = personName(rng, surnames);
    const person: PoolPerson = {
      row: { person_id: this.firstId + this.persons.length, name: p.name, gender: p.gender },
      prefix,
      firstRef: Number.POSITIVE_INFINITY,
      companies: 0,
    };
    this.persons.push(person);
    return person;
  }

  /** Somebody who already has companies, preferring the same province; null in an empty pool. */
  reuse(rng: Rng, prefix: string): PoolPerson | null {
    if (this.slots.length === 0) return null;
    let pick: PoolPerson | null = null;
    for (let i = 0; i < 4; i++) {
      pick = this.persons[this.slots[rng.int(0, this.slots.length - 1)] as number] as PoolPerson;
      if (pick.prefix === prefix) return pick;
    }
    return pick;
  }

  /** Records that the person belongs to this company (call once per person and company). */
  attach(person: PoolPerson, companyId: number): void {
    person.companies++;
    if (companyId < person.firstRef) person.firstRef = companyId;
    this.slots.push(person.row.person_id - this.firstId);
  }
}

import {
  ageBands,
  capitalBands,
  companyStatuses,
  companyTypes,
  seekFlags,
  SeekLimits,
  SeekMessages,
  type entallQuerySchema,
  type EntallResult,
  type RecentView,
  type SeekQuery,
  type SeekResult,
  type SeekRow,
  type Suggestion,
} from '@qishu/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { CompanyEntallRepository } from '../../repositories/company-entall-repository.ts';
import { CompanySeekRepository } from '../../repositories/company-seek-repository.ts';
import { CompanyViewRepository } from '../../repositories/company-view-repository.ts';
import { IndustryRepository } from '../../repositories/industry-repository.ts';
import { RegionRepository } from '../../repositories/region-repository.ts';
import { NO_TIER, seekEngineOf, type SeekAnswer } from '../../search/seek/index.ts';
import { CompanySeekMatchRepository } from '../../repositories/company-seek-match-repository.ts';
import { badRequest } from '../../shared/errors.ts';
import { shanghaiDate, shanghaiTime } from '../../shared/shanghai-time.ts';
import { contactVisible, shownContact } from '../company-profile/contact-visibility.ts';
import type { Clock } from '../identity/clock.ts';
import type { AuthContext } from '../identity/session-service.ts';
import { matchOf } from './match-snippet.ts';
import { createSideMatches } from './side-matches.ts';

type EntallQuery = z.output<typeof entallQuerySchema>;

interface RefNode {
  name: string;
  parent: string | null;
}

/** Industry names may be edited in the back-office (行业分类): read again after this long. */
const REFERENCE_TTL_MS = 60_000;

/**
 * The data-search box (/data/seek, issue 15): a keyword over what a company is known by with facet
 * counts, sorts and pages (the engine: search/seek), suggestions while typing, and the user's
 * recently viewed companies. Rows come from one read by id; contacts are masked unless the caller
 * holds data:search:contact.
 */
export function createSeekService(deps: { db: Db; now: Clock }) {
  const engine = seekEngineOf(deps.db);
  const companies = new CompanySeekRepository(deps.db.kysely);
  const views = new CompanyViewRepository(deps.db.kysely);
  const matchTexts = new CompanySeekMatchRepository(deps.db.kysely, deps.db.dialect);
  const sideMatches = createSideMatches(matchTexts);
  const regionRepo = new RegionRepository(deps.db.kysely);
  const industryRepo = new IndustryRepository(deps.db.kysely);

  let reference: { regions: Map<string, RefNode>; industries: Map<string, RefNode>; at: number } | null =
    null;
  async function ref() {
    if (reference && Date.now() - reference.at < REFERENCE_TTL_MS) return reference;
    const [regions, industries] = await Promise.all([regionRepo.tree(), industryRepo.sectionsAndDivisions()]);
    reference = {
      regions: new Map(regions.map((r) => [r.code, { name: r.name, parent: r.parent_code }])),
      industries: new Map(industries.map((r) => [r.code, { name: r.name, parent: r.parent_code }])),
      at: Date.now(),
    };
    return reference;
  }

  /** The chain from the top down to `code` (the breadcrumb). */
  const pathOf = (nodes: Map<string, RefNode>, code: string | undefined) => {
    const out: { value: string; label: string }[] = [];
    for (let c = code ?? null; c !== null && out.length < 4;) {
      const node = nodes.get(c);
      if (!node) break;
      out.unshift({ value: c, label: node.name });
      c = node.parent;
    }
    return out;
  };

  function facetsOf(a: SeekAnswer, r: Awaited<ReturnType<typeof ref>>): SeekResult['facets'] {
    const labelled = (nodes: Map<string, RefNode>, list: { code: string; count: number }[]) =>
      list.map((v) => ({ value: v.code, label: nodes.get(v.code)?.name ?? v.code, count: v.count }));
    return {
      region: labelled(r.regions, a.region),
      industry: labelled(r.industries, a.industry),
      capital: capitalBands.map((b, i) => ({ value: b.key, label: b.label, count: a.capital[i] ?? 0 })),
      age: ageBands.map((b, i) => ({ value: b.key, label: b.label, count: a.age[i] ?? 0 })),
      status: companyStatuses.map((s, i) => ({ value: s, label: s, count: a.status[i] ?? 0 })),
      type: companyTypes.map((t, i) => ({ value: t, label: t, count: a.type[i] ?? 0 })),
      flags: seekFlags.map((f, i) => ({ value: f.key, label: f.label, count: a.flags[i] ?? 0 })),
    };
  }

  async function rowsOf(
    auth: AuthContext,
    page: readonly { id: number; tier: number }[],
    keyword: string | undefined,
  ): Promise<SeekRow[]> {
    const ids = page.map((p) => p.id);
    const [rows, side] = await Promise.all([companies.rowsByIds(ids), sideMatches.of(page, keyword)]);
    const byId = new Map(rows.map((r) => [r.company_id, r]));
    const visible = contactVisible(auth);
    const out: SeekRow[] = [];
    for (const id of ids) {
      const c = byId.get(id);
      // deleted between the search and this read
      if (!c) continue;
      out.push({
        company_id: c.company_id,
        name: c.name,
        status: c.status,
        company_type: c.company_type,
        legal_person_id: c.legal_person_id === null ? null : Number(c.legal_person_id),
        legal_person_name: c.legal_person,
        reg_capital: Number(c.reg_capital),
        reg_currency: c.reg_currency,
        reg_date: c.reg_date,
        province: c.province ?? '',
        city: c.city ?? '',
        district: c.district ?? '',
        industry_division_name: c.industry_division_name ?? '',
        tel: shownContact('tel', c.tel, visible),
        mobile: shownContact('mobile', c.mobile, visible),
        email: shownContact('email', c.email, visible),
        contact_visible: visible,
        match: side.get(id) ?? matchOf(c, keyword),
      });
    }
    return out;
  }

  /** The engine's answer for a search's conditions and sort, rows offset … offset + limit. */
  async function seek(q: Omit<SeekQuery, 'page' | 'limit'>, offset: number, limit: number) {
    const r = await ref();
    if (q.region !== undefined && !r.regions.has(q.region)) throw badRequest(SeekMessages.regionInvalid);
    if (q.industry !== undefined && !r.industries.has(q.industry)) {
      throw badRequest(SeekMessages.industryInvalid);
    }
    const answer = await engine.seek({
      keyword: q.keyword,
      region: q.region,
      industry: q.industry,
      capital: q.capital,
      age: q.age,
      statuses: q.statuses,
      types: q.types,
      flags: q.flags,
      sort: q.sort,
      offset,
      limit,
      today: shanghaiDate(deps.now()),
    });
    return { answer, r };
  }

  return {
    async search(auth: AuthContext, q: SeekQuery): Promise<SeekResult> {
      const { answer, r } = await seek(q, (q.page - 1) * q.limit, q.limit);
      return {
        total: answer.total,
        list: await rowsOf(auth, answer.page, q.keyword),
        facets: facetsOf(answer, r),
        region_path: pathOf(r.regions, q.region),
        industry_path: pathOf(r.industries, q.industry),
      };
    },

    /**
     * The first `limit` companies of a search in its sort order (an export's rows), with the names of
     * the chosen region and industry from the top down (the export's title).
     */
    async matchIds(q: Omit<SeekQuery, 'page' | 'limit'>, limit: number) {
      const { answer, r } = await seek(q, 0, limit);
      return {
        ids: answer.page.map((p) => p.id),
        total: answer.total,
        regionPath: pathOf(r.regions, q.region).map((p) => p.label),
        industryPath: pathOf(r.industries, q.industry).map((p) => p.label),
      };
    },

    /** Current names holding the keyword (engine's order), then companies whose former name holds it. */
    async suggest(keyword: string): Promise<Suggestion[]> {
      const ids = await engine.suggest(keyword);
      const former =
        ids.length < SeekLimits.suggestMax
          ? await matchTexts.formerNamesHolding(keyword, SeekLimits.suggestMax - ids.length, ids)
          : [];
      const formerOf = new Map(former.map((f) => [f.company_id, f.text]));
      const all = [...ids, ...former.map((f) => f.company_id)];
      const rows = await companies.briefByIds(all);
      const byId = new Map(rows.map((r) => [r.company_id, r]));
      return all.flatMap((id) => {
        const c = byId.get(id);
        return c
          ? [
              {
                company_id: id,
                name: c.name,
                status: c.status,
                legal_person_name: c.legal_person,
                former_name: formerOf.get(id) ?? null,
              },
            ]
          : [];
      });
    },

    /** /data/entall: the organisation's watched searches' matches, a page at a time. */
    async entall(auth: AuthContext, q: EntallQuery): Promise<EntallResult> {
      const repo = new CompanyEntallRepository(deps.db.kysely, auth.user.usr_agent_id);
      const page = await repo.page(q.keyword || undefined, q.page, q.limit);
      const [rows, watchers] = await Promise.all([
        rowsOf(
          auth,
          page.list.map((id) => ({ id, tier: NO_TIER })),
          undefined,
        ),
        repo.watchers(page.list),
      ]);
      return {
        total: page.total,
        list: rows.map((r) => {
          const mine = watchers.filter((w) => w.company_id === r.company_id);
          return {
            ...r,
            watch_count: mine.length,
            my_searches: mine.filter((w) => w.sys_user_id === auth.user.sys_user_id).map((w) => w.name),
          };
        }),
      };
    },

    async recent(auth: AuthContext): Promise<RecentView[]> {
      const rows = await views.recent(auth.user.sys_user_id, SeekLimits.recentMax);
      return rows.map((v) => ({
        company_id: v.company_id,
        name: v.name,
        status: v.status,
        legal_person_name: v.legal_person,
        viewed_at: shanghaiTime(v.viewed_at),
      }));
    },
  };
}

export type SeekService = ReturnType<typeof createSeekService>;

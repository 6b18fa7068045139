import {
  CompanyProfileMessages as M,
  CompanyProfilePaths as P,
  ResultCode,
  type BeneficialOwners,
} from '@qishu/contract';
import type { z } from 'zod';
import type { equityLevelSchema, mapCompaniesSchema } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { Ids, insertProfileFixtures, MAP_CENTRE, MAP_ORDER } from './fixtures.ts';
import { createProfileApp, Who, type ProfileApp } from './profile-app.ts';

type Level = z.infer<typeof equityLevelSchema>;
type MapAnswer = z.infer<typeof mapCompaniesSchema>;

const url = (path: string, id: number | string) => path.replace(':id', String(id));

/** Equity penetration (owners, level expansion) and the map, over HTTP on hand-built groups. */
describe.each(testDialects)('equity penetration and map (%s)', (dialect) => {
  let t: ProfileApp;
  let token = '';

  beforeAll(async () => {
    t = await createProfileApp(dialect);
    await insertProfileFixtures(t.db.kysely);
    token = await t.tokenOf(Who.user);
  });
  afterAll(() => t?.close());

  const owners = async (id: number) => {
    const res = await t.get<BeneficialOwners>(url(P.beneficialOwners, id), token);
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };
  const level = async (query: Record<string, unknown>) => {
    const res = await t.get<Level>(P.equityLevel, token, query);
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };
  const map = async (id: number, query: Record<string, unknown> = {}) => {
    const res = await t.get<MapAnswer>(url(P.mapCompanies, id), token, query);
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };

  it('beneficial owners: two paths to the same person add up (51 % and 49 %), the largest controls', async () => {
    const r = await owners(Ids.R);
    expect(r.company_id).toBe(Ids.R);
    expect(r.name).toBe('深圳华瑞科技有限公司');
    expect(r.cut).toBe(false);
    expect(r.owners.map((o) => [o.holder_kind, o.holder_id, o.name, o.share_ppm, o.path_count])).toEqual([
      ['P', Ids.X, '王大户', 510_000, 3],
      ['P', Ids.Y, '赵二户', 490_000, 2],
    ]);
    expect(r.owners.map((o) => [o.is_major, o.is_controller])).toEqual([
      [true, true],
      [true, false],
    ]);
    expect(r.owners[1]!.paths).toEqual([
      [
        { holder_name: '赵二户', company_id: Ids.B, company_name: '华瑞投资有限公司', ratio_ppm: 700_000 },
        {
          holder_name: '华瑞投资有限公司',
          company_id: Ids.R,
          company_name: '深圳华瑞科技有限公司',
          ratio_ppm: 400_000,
        },
      ],
      [
        { holder_name: '赵二户', company_id: Ids.B, company_name: '华瑞投资有限公司', ratio_ppm: 700_000 },
        {
          holder_name: '华瑞投资有限公司',
          company_id: Ids.A,
          company_name: '华瑞控股有限公司',
          ratio_ppm: 500_000,
        },
        {
          holder_name: '华瑞控股有限公司',
          company_id: Ids.R,
          company_name: '深圳华瑞科技有限公司',
          ratio_ppm: 600_000,
        },
      ],
    ]);
  });

  it('beneficial owners through a cross-holding cycle: terminates, cut, the majority chain controls', async () => {
    const r = await owners(Ids.C1);
    expect(r.cut).toBe(true);
    expect(r.owners.map((o) => [o.name, o.share_ppm, o.is_major, o.is_controller])).toEqual([
      ['李循环', 378_000, true, true],
      ['钱循环', 300_000, true, false],
      ['孙循环', 70_000, false, false],
    ]);
    const fromC2 = await owners(Ids.C2);
    expect(fromC2.owners.map((o) => [o.name, o.share_ppm])).toEqual([
      ['李循环', 540_000],
      ['钱循环', 108_000],
      ['孙循环', 100_000],
    ]);
    // a company nobody holds has no owners
    expect((await owners(Ids.HC)).owners).toHaveLength(12);
    expect(await owners(Ids.E)).toEqual({
      company_id: Ids.E,
      name: '深圳监事服务有限公司',
      owners: [],
      cut: false,
    });
  });

  it('level expansion upwards: holders, largest first, with how many holders each has in turn', async () => {
    expect(await level({ kind: 'C', id: Ids.R, direction: 'up' })).toEqual({
      nodes: [
        {
          kind: 'C',
          id: Ids.A,
          name: '华瑞控股有限公司',
          ratio_ppm: 600_000,
          subscribed: 3_000_000,
          status: '存续',
          next_count: 2,
        },
        {
          kind: 'C',
          id: Ids.B,
          name: '华瑞投资有限公司',
          ratio_ppm: 400_000,
          subscribed: 2_000_000,
          status: '存续',
          next_count: 2,
        },
      ],
      total: 2,
    });
    // equal ratios keep the registry's order; a person has nothing above it
    const a = await level({ kind: 'C', id: Ids.A, direction: 'up' });
    expect(a.nodes.map((n) => [n.kind, n.id, n.status, n.next_count])).toEqual([
      ['P', Ids.X, null, 0],
      ['C', Ids.B, '存续', 2],
    ]);
    expect(await level({ kind: 'P', id: Ids.X, direction: 'up' })).toEqual({ nodes: [], total: 0 });
    const limited = await level({ kind: 'C', id: Ids.HC, direction: 'up', limit: 3 });
    expect(limited.total).toBe(12);
    expect(limited.nodes.map((n) => n.ratio_ppm)).toEqual([161_000, 151_000, 141_000]);
  });

  it('level expansion downwards: investments of a company or a person, with how many investments each has', async () => {
    expect(await level({ kind: 'C', id: Ids.B, direction: 'down' })).toEqual({
      nodes: [
        {
          kind: 'C',
          id: Ids.A,
          name: '华瑞控股有限公司',
          ratio_ppm: 500_000,
          subscribed: 2_500_000,
          status: '存续',
          next_count: 1,
        },
        {
          kind: 'C',
          id: Ids.R,
          name: '深圳华瑞科技有限公司',
          ratio_ppm: 400_000,
          subscribed: 2_000_000,
          status: '存续',
          next_count: 0,
        },
      ],
      total: 2,
    });
    const x = await level({ kind: 'P', id: Ids.X, direction: 'down' });
    expect(x.nodes.map((n) => [n.id, n.ratio_ppm, n.next_count])).toEqual([
      [Ids.A, 500_000, 1],
      [Ids.B, 300_000, 2],
    ]);
    const hc = await level({ kind: 'C', id: Ids.HC, direction: 'down', limit: 2 });
    expect(hc.total).toBe(11);
    expect(hc.nodes.map((n) => n.id)).toEqual([Ids.invested(11), Ids.invested(10)]);
  });

  it('level expansion: unknown nodes are 404, bad kinds and directions 400 in Chinese', async () => {
    expect(await t.get(P.equityLevel, token, { kind: 'C', id: 899_999, direction: 'up' })).toEqual({
      code: ResultCode.notFound,
      data: null,
      error: M.notFound,
    });
    expect(await t.get(P.equityLevel, token, { kind: 'P', id: 3_000_000_000, direction: 'down' })).toEqual({
      code: ResultCode.notFound,
      data: null,
      error: M.personNotFound,
    });
    const bad: [Record<string, unknown>, string][] = [
      [{ kind: 'O', id: 1, direction: 'up' }, '节点类型不正确'],
      [{ kind: 'C', id: 'abc', direction: 'up' }, '节点编号不正确'],
      [{ kind: 'C', id: 1, direction: 'sideways' }, '方向不正确'],
    ];
    for (const [query, message] of bad) {
      expect(await t.get(P.equityLevel, token, query), JSON.stringify(query)).toEqual({
        code: ResultCode.invalid,
        data: null,
        error: message,
      });
    }
  });

  it('map: the company and its neighbours of the same district and section, nearest first, limited', async () => {
    const m = await map(Ids.M0, { limit: 3 });
    expect(m.company).toEqual({
      company_id: Ids.M0,
      name: '宝安地图中心有限公司',
      status: '存续',
      industry_division_name: '软件和信息技术服务业',
      reg_capital: 1_000_000,
      address: '广东省深圳市南山区科技园',
      ...MAP_CENTRE,
    });
    expect(m).toMatchObject({
      province_code: '440000',
      city_code: '440300',
      district_code: '440306',
      district: '宝安区',
      industry_section_name: '信息传输、软件和信息技术服务业',
      neighbour_total: MAP_ORDER.length,
    });
    expect(m.neighbours.map((n) => n.company_id)).toEqual(MAP_ORDER.slice(0, 3));
    const all = await map(Ids.M0);
    expect(all.neighbours.map((n) => n.company_id)).toEqual(MAP_ORDER);
  });

  it('map of a company without a point: no company marker, its neighbours by id', async () => {
    const m = await map(Ids.R, { limit: 500 });
    expect(m.company).toBeNull();
    expect(m.neighbour_total).toBe(MAP_ORDER.length + 1);
    expect(m.neighbours.map((n) => n.company_id)).toEqual([Ids.M0, ...MAP_ORDER].sort((a, b) => a - b));
    const bad = await t.get(url(P.mapCompanies, Ids.M0), token, { limit: 501 });
    expect(bad.code).toBe(ResultCode.invalid);
  });
});
